// No zod here: the web app's lists take their limits and declarations from this module alone.

/** The seed's defaults: locale om, page 1, pageSize 8, sorting by id descending. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 8;
/** A larger pageSize is lowered to this; the answer's pagination says what was served. */
export const MAX_PAGE_SIZE = 100;
export const MAX_FILTER_VALUE_LENGTH = 500;
export const MAX_FILTER_LIST_LENGTH = 100;
/** An opaque keyset cursor (`_attributes.pagination.next` / `prev`) is at most this long. */
export const MAX_CURSOR_LENGTH = 2000;

export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'like',
  'null',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Which fields a list lets its callers filter, sort and include. */
export interface ListSpec<
  F extends string = string,
  S extends string = string,
  I extends string = string,
> {
  filter: readonly F[];
  sort: readonly S[];
  includes: readonly I[];
}
