import type { UserRow } from '../db/database.js';
import type { HistoryLine } from './audit-log.js';
import { onlyFields } from './history-scope.js';

/**
 * A record type's scope (`ServerResource.scope`, a query on the row as it is now) read in
 * memory on the record's fields as its history rebuilds them: it tells when a reader's access
 * to a record began and ended (an invitation, a complaint moved to another institute, a
 * question addressed to another), so that the history and the notifications follow it. It
 * sits beside the scope it mirrors and must decide as that scope does; a field the history
 * never recorded reads as null (it was null at creation and never changed, or the record was
 * made outside the API, which tells the history nothing of it).
 */
export interface ScopeAt {
  /** The fields (as the history stores them) the scope reads. */
  fields: readonly string[];
  /** Whether the scope holds, for `reader`, a record whose fields are `state`. */
  sees: (state: Readonly<Record<string, unknown>>, reader: UserRow) => boolean;
}

/**
 * Each field's value before the first entry (oldest first) that changes it; a field no entry
 * changes has its value `now` all along (every change through the API is recorded), else null.
 */
function initialState(
  fields: readonly string[],
  oldest: readonly HistoryLine[],
  now: Readonly<Record<string, unknown>> = {},
) {
  const state: Record<string, unknown> = {};
  for (const field of fields) {
    const first = oldest.find((e) => e.changes?.[field])?.changes?.[field];
    state[field] = first ? first[0] : (now[field] ?? null);
  }
  return state;
}

/** `fields` of `state` as `entry` leaves them. */
function apply(state: Record<string, unknown>, fields: readonly string[], entry: HistoryLine) {
  for (const field of fields) {
    const change = entry.changes?.[field];
    if (change) state[field] = change[1];
  }
}

/**
 * Whether the reader could see the record before the oldest entry (`[0]`) and after each
 * entry (`[i + 1]`), oldest first.
 */
export function visibility(
  scope: ScopeAt,
  oldest: readonly HistoryLine[],
  reader: UserRow,
): boolean[] {
  const state = initialState(scope.fields, oldest);
  const out = [scope.sees(state, reader)];
  for (const entry of oldest) {
    apply(state, scope.fields, entry);
    out.push(scope.sees(state, reader));
  }
  return out;
}

/**
 * A record's history (newest first) as a reader of it now may see it: from the change that
 * began their current span of access (the invitation, the move, the re-addressing), not
 * what was written before it. That change's entries (and those its request wrote just before
 * it, such as a meeting's creation before its invitees) keep only the fields that decide
 * access, since their other before-values are text the reader could not read then, and an
 * entry left with nothing is dropped; a creation, which has no before, is kept whole. A
 * reader whose access no recorded change ever gave (an administrator, the record's author, a
 * record made outside the API) sees it all.
 */
export function sinceAccess(
  scope: ScopeAt,
  entries: readonly HistoryLine[],
  reader: UserRow,
): HistoryLine[] {
  const oldest = [...entries].reverse();
  const seen = visibility(scope, oldest, reader);
  let start = -1;
  for (let i = 0; i < oldest.length; i++) if (!seen[i] && seen[i + 1]) start = i;
  if (start < 0) return [...entries];
  let first = start;
  const request = oldest[start]?.requestId;
  while (request && first > 0 && oldest[first - 1]?.requestId === request) first--;
  const shown: HistoryLine[] = [];
  for (let i = first; i < oldest.length; i++) {
    const entry = oldest[i] as HistoryLine;
    if (i > start || entry.action === 'create') {
      shown.push(entry);
      continue;
    }
    const kept = entry.changes && onlyFields(entry, (f) => scope.fields.includes(f));
    if (kept) shown.push({ ...kept, requestId: entry.requestId });
  }
  return shown.reverse();
}

/** Whether `oldest[i]` is the last entry of its change (the next one is another request's). */
const endsChange = (oldest: readonly HistoryLine[], i: number) => {
  const request = oldest[i]?.requestId;
  return !request || oldest[i + 1]?.requestId !== request;
};

/**
 * The record's `columns` as a reader last saw them when told of the entry `auditId`: after
 * that entry's change if they could see the record then, else after the last change before
 * it that left the record in their sight (one that took them off the record, such as an
 * uninvitation with a new title, is not theirs to see). Undefined when they never saw it in
 * the history's terms. `oldest` is the record's whole history, oldest first; `now`, the
 * record's row as it is now (the value of a column no entry changed).
 */
export function columnsSeenAt(
  oldest: readonly HistoryLine[],
  columns: readonly string[],
  now: Readonly<Record<string, unknown>>,
  scope: ScopeAt | undefined,
  reader: UserRow,
  auditId: number,
): Record<string, unknown> | undefined {
  const upTo = oldest.findIndex((e) => e.id === auditId);
  if (upTo < 0) return undefined;
  let end = upTo;
  while (!endsChange(oldest, end)) end++;
  const seen = scope ? visibility(scope, oldest, reader) : oldest.map(() => true).concat(true);
  // Access that no recorded change moved is as it is now: the reader was told, so could see.
  const moved = seen.slice(0, end + 2).some((v) => v !== seen[0]);
  const state = initialState(columns, oldest, now);
  let last = seen[0] ? { ...state } : undefined;
  for (let i = 0; i <= end; i++) {
    apply(state, columns, oldest[i] as HistoryLine);
    if (endsChange(oldest, i) && (seen[i + 1] || !moved)) last = { ...state };
  }
  return last;
}
