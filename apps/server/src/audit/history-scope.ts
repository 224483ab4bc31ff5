import type { AuditEntry } from '@caffee/contract';
import type { RequestContext, Row } from '../records/record-context.js';

/**
 * Which of a record's history (newest first) a reader may see: the same rules as the data
 * it describes. It works on what one query loaded for the whole page, so it adds no query.
 */
export type HistoryScope = (
  entries: AuditEntry[],
  reader: RequestContext,
  row: Row,
) => AuditEntry[];

/** One entry as the reader may see it, or null when none of it is theirs to see. */
export type EntryScope = (entry: AuditEntry, reader: RequestContext, row: Row) => AuditEntry | null;

/** Decides entry by entry. */
export const eachEntry =
  (scope: EntryScope): HistoryScope =>
  (entries, reader, row) =>
    entries.flatMap((entry) => {
      const seen = scope(entry, reader, row);
      return seen ? [seen] : [];
    });

/**
 * The entry with only the changed fields `keep` accepts. An entry whose every change is
 * taken out is dropped (null), not shown bare: even "something changed here, then, by
 * them" tells of a line or a state the reader may not see.
 */
export function onlyFields(entry: AuditEntry, keep: (field: string) => boolean): AuditEntry | null {
  if (!entry.changes) return entry;
  const fields = Object.keys(entry.changes);
  const kept = fields.filter(keep);
  if (kept.length === fields.length) return entry;
  if (kept.length === 0) return null;
  return {
    ...entry,
    changes: Object.fromEntries(kept.map((f) => [f, entry.changes?.[f] ?? [null, null]])),
  };
}

/**
 * Entries of `action` (an answer, a survey response) belong to their actor: another reader
 * sees them only if `seesAll` lets them see everyone's (as the route that lists them does).
 */
export const actorsOwn = (action: string, seesAll: (reader: RequestContext) => boolean) =>
  eachEntry((entry, reader) =>
    entry.action !== action || entry.actorId === reader.auth.user.id || seesAll(reader)
      ? entry
      : null,
  );

/**
 * Children kept per person under one field each (`user12` for a register's line): a reader
 * who may not see every line keeps the record's own fields and only their own line.
 */
export function ownLinesOnly(
  lineKey: (userId: number) => string,
  isLine: (field: string) => boolean,
  seesAll: (reader: RequestContext) => boolean,
): HistoryScope {
  return eachEntry((entry, reader) => {
    if (seesAll(reader)) return entry;
    const own = lineKey(reader.auth.user.id);
    return onlyFields(entry, (field) => field === own || !isLine(field));
  });
}

/** Whether a record in `state` (its fields as the history rebuilds them) was visible at `at`. */
export type VisibleAt = (state: Record<string, unknown>, at: string) => boolean;

const blankBefore = (entry: AuditEntry) =>
  Object.values(entry.changes ?? {}).every(([before]) => before === null);

/**
 * A record that is out of some readers' sight in some states (a draft, news not yet out):
 * such a reader sees only what happened while they could see it. Walking the history from
 * the oldest entry rebuilds the `stateFields` that decide it; an entry that moves the record
 * into or out of sight keeps only those fields, since its other values describe the hidden
 * side (a creation, which has no before, is kept whole).
 */
export function whileVisible(
  stateFields: readonly string[],
  visibleAt: VisibleAt,
  seesAll: (reader: RequestContext) => boolean,
): HistoryScope {
  return (entries, reader) => {
    if (seesAll(reader)) return entries;
    const state: Record<string, unknown> = {};
    const seen: AuditEntry[] = [];
    for (const entry of [...entries].reverse()) {
      const before = visibleAt(state, entry.createdAt);
      for (const f of stateFields) if (entry.changes?.[f]) state[f] = entry.changes[f][1];
      const after = visibleAt(state, entry.createdAt);
      const shown =
        before === after || (!before && blankBefore(entry))
          ? entry
          : onlyFields(entry, (f) => stateFields.includes(f));
      if ((before || after) && shown) seen.push(shown);
    }
    return seen.reverse();
  };
}
