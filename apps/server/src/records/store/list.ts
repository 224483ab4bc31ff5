// A record type's lists: the page (counted, by page number or cursor), every matching record in
// batches for exports, and the visible set others count or ask. Apart because it is the part
// that turns a list query into SQL, through the shared list and cursor helpers of http/.
import { LOCALES, type ListQuery, type Locale } from '@caffee/contract';
import { countCacheOf } from '../../db/count-cache.js';
import { seekAfter, selectKeys, takeKeys, type KeyValue } from '../../http/list-cursor.js';
import {
  applyFilters,
  applySorting,
  orderKeys,
  runList,
  type ListFields,
} from '../../http/list-query.js';
import { listColumnsOf, listFieldsOf } from '../fields.js';
import type { AnyQuery, RequestContext, Row } from '../server-resource.js';
import type { Present } from './includes.js';
import type { AnyDb, StoreScope } from './scope.js';

/** The reads of many records of one type; `stored` are the fields its rows carry. */
export function storeList(scope: StoreScope, present: Present, stored: readonly string[]) {
  const { services, r, db, idColumn, base } = scope;
  const { contract, table } = r;
  // Totals come from the shared count cache, valid until the next write to a table they read.
  const counts = countCacheOf(db);
  /** What a list page's rows carry: the stamps, the stored fields, the type's own columns. */
  const rowFields = [
    'id',
    'createdAt',
    'updatedAt',
    'createdBy',
    ...stored,
    ...(r.rowColumns ?? []),
  ];
  /** The list's fields and columns in each language (derived once, not per request). */
  const listFields = Object.fromEntries(
    LOCALES.map((l) => [l, listFieldsOf(contract, table, l)]),
  ) as Record<Locale, ListFields>;

  return {
    /**
     * The query of every record the caller may see (the dashboard counts it; notifications
     * ask it whether a reader may still read what a line names), in `from`'s transaction.
     */
    visible: (ctx: RequestContext, from: AnyDb = db): AnyQuery => base(ctx, from),

    /** How many records the caller may see (cached until the next write). */
    count: (ctx: RequestContext): Promise<number> => counts.count(base(ctx)),

    async list(query: ListQuery, ctx: RequestContext) {
      const fields = listFields[query.locale];
      const columns = listColumnsOf(contract, table, rowFields, query.includes);
      const result = await runList<Row>(base(ctx), (qb) => qb.select(columns), query, fields, {
        kind: services.kind,
        idColumn,
        count: counts.count,
      });
      return { ...result, payload: await present(result.rows, ctx, query.includes) };
    },

    /** Every matching record, in batches, for exports: no count, no page limit; `query.includes` only. */
    async *batches(query: ListQuery, ctx: RequestContext, size = 500) {
      const fields = listFields[query.locale];
      const filtered = applyFilters(base(ctx).selectAll(table), query, fields, services.kind);
      const ordered = applySorting(filtered, query.sorting, fields, idColumn);
      // Each batch seeks after the last row of the one before (keyset), so a long export
      // reads every row once instead of skipping ever more rows with OFFSET.
      const keys = orderKeys(query.sorting, fields, idColumn);
      const keyed = selectKeys(ordered, keys, services.kind);
      let last: KeyValue[] | undefined;
      for (;;) {
        const from = last;
        const page = from ? keyed.where((eb) => seekAfter(eb, keys, from, services.kind)) : keyed;
        const rows = (await page.limit(size).execute()) as Row[];
        const values = rows.map((row) => takeKeys(row, keys));
        last = values.at(-1) ?? last;
        if (rows.length > 0) yield await present(rows, ctx, query.includes);
        if (rows.length < size) return;
      }
    },
  };
}
