import type { Locale, RegionNode, ResourceContract, SortDirection } from '@caffee/contract';
import {
  envelope,
  LOCALES,
  OPTIONS_MAX,
  optionsQuerySchema,
  pickTranslation,
  PlaceOptionSchema,
  RegionNodeSchema,
  TreeQuerySchema,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { applyFilters, applySorting, type ListFields } from '../../http/list-query.js';
import { responses } from '../../http/responses.js';
import { summaryOf } from '../../http/openapi.js';
import type { Services } from '../../services.js';
import { listFieldsOf, translatedColumn, translationsOf } from '../fields.js';
import type { AnyQuery, Row } from '../server-resource.js';
import type { LevelTable } from './place-chain.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- levels are chosen at run time
type AnyDb = Kysely<any>;

const nameOf = (row: Row, locale: Locale) => pickTranslation(translationsOf(row, 'name'), locale);

/**
 * Orders picker choices as people read them: by the name shown (the locale's, else the
 * fallback), so records without a translation do not gather at one end.
 */
function sortOptions(
  qb: AnyQuery,
  sorting: Partial<Record<string, SortDirection>>,
  fields: ListFields,
  table: LevelTable,
  locale: Locale,
): AnyQuery {
  const { name, ...rest } = sorting;
  if (!name) return applySorting(qb, rest, fields, `${table}.id`);
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const shown = sql`coalesce(${sql.join(order.map((l) => sql.ref(`${table}.${translatedColumn('name', l)}`)))})`;
  return applySorting(qb.orderBy(shown, name), rest, fields, `${table}.id`);
}

/**
 * `GET {path}/all`: every live record of a level as `{ id, name, parentId }`, for pickers.
 * It takes the list's filters (`filter[regionId]=3`), search and sorting; no pagination.
 */
export function registerPlaceOptions(
  app: FastifyInstance,
  services: Services,
  contract: ResourceContract,
  table: LevelTable,
  parent: string | null,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/${contract.path}/all`, {
    config: { access: `${contract.path}:list` },
    schema: {
      tags: [contract.path],
      summary: summaryOf(contract.path, 'all, by name, for pickers'),
      querystring: optionsQuerySchema(contract.list),
      response: responses(envelope(z.array(PlaceOptionSchema)), 400, 401, 403),
    },
    handler: async (request) => {
      const { query } = request;
      const fields = listFieldsOf(contract, table, query.locale);
      const columns = ['id', 'nameOm', 'nameEn', 'nameAm', ...(parent ? [parent] : [])];
      const base = (services.db as AnyDb)
        .selectFrom(table)
        .select(columns.map((c) => `${table}.${c}`))
        .where(`${table}.deletedAt`, 'is', null);
      const filtered = applyFilters(base, query, fields, services.kind);
      const rows = (await sortOptions(filtered, query.sorting, fields, table, query.locale)
        .limit(OPTIONS_MAX)
        .execute()) as Row[];
      return ok(
        rows.map((row) => ({
          id: row.id,
          name: nameOf(row, query.locale),
          parentId: parent ? (row[parent] as number) : null,
        })),
      );
    },
  });
}

/** Live rows of a level with what a tree node shows. */
function levelRows(db: AnyDb, table: LevelTable, parent: string | null) {
  const columns = ['id', 'nameOm', 'nameEn', 'nameAm', 'code', 'categoryId'];
  return db
    .selectFrom(table)
    .select(parent ? [...columns, parent] : columns)
    .where('deletedAt', 'is', null)
    .execute() as Promise<Row[]>;
}

/** Live kebeles of every woreda: one grouped query over the whole table. */
async function kebeleCounts(db: AnyDb): Promise<Map<number, number>> {
  const rows = (await db
    .selectFrom('kebeles')
    .select(['woredaId', (eb) => eb.fn.countAll().as('n')])
    .where('deletedAt', 'is', null)
    .groupBy('woredaId')
    .execute()) as { woredaId: number; n: number | string }[];
  return new Map(rows.map((row) => [row.woredaId, Number(row.n)]));
}

/** Groups nodes under their parent's id, each group sorted by name. */
function byParent<N extends { name: string }>(rows: Row[], parent: string, toNode: (r: Row) => N) {
  const out = new Map<number, N[]>();
  for (const row of rows) {
    const key = row[parent] as number;
    out.set(key, [...(out.get(key) ?? []), toNode(row)]);
  }
  for (const list of out.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return out;
}

/** The whole tree region > zone > woreda in one answer, with each woreda's kebele count. */
export async function placeTree(services: Services, locale: Locale): Promise<RegionNode[]> {
  const db = services.db as AnyDb;
  const [regionRows, zoneRows, woredaRows, counts] = await Promise.all([
    levelRows(db, 'regions', null),
    levelRows(db, 'zones', 'regionId'),
    levelRows(db, 'woredas', 'zoneId'),
    kebeleCounts(db),
  ]);
  const node = (row: Row) => ({
    id: row.id,
    name: nameOf(row, locale),
    code: (row.code as string | null) ?? null,
    categoryId: (row.categoryId as number | null) ?? null,
  });
  const woredasOf = byParent(woredaRows, 'zoneId', (row) => ({
    ...node(row),
    childCount: counts.get(row.id) ?? 0,
  }));
  const zonesOf = byParent(zoneRows, 'regionId', (row) => {
    const children = woredasOf.get(row.id) ?? [];
    return { ...node(row), childCount: children.length, children };
  });
  return regionRows
    .map((row) => {
      const children = zonesOf.get(row.id) ?? [];
      return { ...node(row), childCount: children.length, children };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** `GET regions/tree`: the address tree down to woredas, for the address tree screen. */
export function registerPlaceTree(app: FastifyInstance, services: Services) {
  app.withTypeProvider<ZodTypeProvider>().get('/regions/tree', {
    config: { access: 'regions:list' },
    schema: {
      tags: ['regions'],
      summary: 'Regions: the address tree down to woredas',
      querystring: TreeQuerySchema,
      response: responses(envelope(z.array(RegionNodeSchema)), 400, 401, 403),
    },
    handler: async (request) => ok(await placeTree(services, request.query.locale)),
  });
}
