import type { Envelope, ListEnvelope, Pagination } from '@caffee/contract';

/** A single-record (or any non-list) success answer. */
export function ok<T>(payload: T): Envelope<T> {
  return { payload, _attributes: {} };
}

/** A page of records and where it sits in the whole list. */
export function page<T>(
  payload: T[],
  p: { page: number; pageSize: number; total: number; next?: string; prev?: string },
): ListEnvelope<T> {
  const pagination: Pagination = {
    page: p.page,
    pageSize: p.pageSize,
    total: p.total,
    pageCount: Math.ceil(p.total / p.pageSize),
    ...(p.next ? { next: p.next } : {}),
    ...(p.prev ? { prev: p.prev } : {}),
  };
  return { payload, _attributes: { pagination } };
}
