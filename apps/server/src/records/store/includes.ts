// Records as the API shows them: the row mapped to its fields, with the includes asked for (the
// type's own loaders, its history as the reader may see it, files, translations). Apart because
// every read and write answers through it, and it is the one part that loads beyond the row.
import { auditHistoryOf, type HistoryLine } from '../../audit/audit-log.js';
import { sinceAccess } from '../../audit/access-span.js';
import { withHistoryNames } from '../../audit/history-names.js';
import type { HistoryScope } from '../../audit/history-scope.js';
import { readWith, rowToRecord, translationsOf } from '../fields.js';
import type { RequestContext, Row } from '../server-resource.js';
import { filesByRecord } from './files.js';
import type { StoreScope } from './scope.js';

/** Presents a record type's rows; `stored` are the fields its rows carry (storedFields). */
export function recordPresenter({ services, r }: StoreScope, stored: readonly string[]) {
  const { contract } = r;
  const includeLoaders = r.includes ?? {};

  /**
   * A record's history as the reader may see it (filtered in memory: no query per row): from
   * where their current access began (`scopeAt`), then by the type's own rules. The request
   * that wrote each entry is left out of the answer.
   */
  const historyFor: HistoryScope = (entries, ctx, row) => {
    const lines = entries as HistoryLine[];
    const since = r.scopeAt ? sinceAccess(r.scopeAt, lines, ctx.auth.user) : lines;
    const own = since.map(({ requestId: _request, ...entry }) => entry);
    return r.historyScope ? r.historyScope(own, ctx, row) : own;
  };

  /** Rows as the API shows them, with the includes asked for (one query per include). */
  return async function present(rows: Row[], ctx: RequestContext, includes: readonly string[]) {
    const ids = rows.map((row) => row.id);
    const wanted = new Set([...includes, ...(r.defaultIncludes ?? [])]);
    const loaded = new Map<string, Map<number, unknown>>();
    await Promise.all(
      Object.entries(includeLoaders)
        .filter(([name]) => wanted.has(name))
        .map(async ([name, load]) => loaded.set(name, await load(services, rows, ctx))),
    );
    // Each record's history as its reader may see it, then the names of what it points at.
    const history = wanted.has('auditHistory')
      ? await withHistoryNames(
          services,
          contract,
          (path) => r.peer?.(path),
          await auditHistoryOf(services.db, contract.path, ids).then((all) =>
            rows.map((row) => historyFor(all.get(row.id) ?? [], ctx, row)),
          ),
          ctx.locale,
        )
      : undefined;
    const files =
      wanted.has('files') && contract.files.length
        ? await filesByRecord(services, contract.path, ids)
        : undefined;
    return rows.map((row, i) => {
      const record = rowToRecord(contract, row, ctx.locale, stored);
      for (const [name, values] of loaded) record[name] = values.get(row.id) ?? null;
      if (history) record.auditHistory = history[i] ?? [];
      if (files) record.files = files.get(row.id) ?? [];
      if (wanted.has('translations')) {
        record.translations = Object.fromEntries(
          contract.translatable
            .filter((f) => readWith(contract, row, f))
            .map((f) => [f, translationsOf(row, f)]),
        );
      }
      return record;
    });
  };
}
export type Present = ReturnType<typeof recordPresenter>;
