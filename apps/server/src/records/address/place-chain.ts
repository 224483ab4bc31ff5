import type { Address, Locale, Ref } from '@caffee/contract';
import { pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Services } from '../../services.js';
import type { IncludeLoader } from '../server-resource.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- levels are chosen at run time
type AnyDb = Kysely<any>;

/** The address tree from the top; each level's parent column and the name of its level. */
export const LEVELS = [
  { table: 'regions', parent: null, key: 'region' },
  { table: 'zones', parent: 'regionId', key: 'zone' },
  { table: 'woredas', parent: 'zoneId', key: 'woreda' },
  { table: 'kebeles', parent: 'woredaId', key: 'kebele' },
] as const;
export type Level = (typeof LEVELS)[number];
export type LevelTable = Level['table'];
export type Chain = Partial<Record<Level['key'], Ref>>;

const levelOf = (table: LevelTable) => LEVELS.findIndex((l) => l.table === table);

/** `{ id, name }` of a row with multilingual name columns, in the request's language. */
export function refOf(
  row: { id: number; nameOm: string | null; nameEn: string | null; nameAm: string | null },
  locale: Locale,
): Ref {
  const name = pickTranslation({ om: row.nameOm, en: row.nameEn, am: row.nameAm }, locale);
  return { id: row.id, name };
}

/**
 * Each record of one level with every place above it, `{ region, zone, ... }` (the record's
 * own level included): one query joining up the tree, whatever the number of records.
 */
export async function chainsOf(
  db: Kysely<Database>,
  table: LevelTable,
  ids: number[],
  locale: Locale,
): Promise<Map<number, Chain>> {
  const out = new Map<number, Chain>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const depth = levelOf(table);
  let qb = (db as AnyDb).selectFrom(`${table} as l${depth}`);
  for (let i = depth; i > 0; i--) {
    const parent = LEVELS[i]?.parent as string;
    qb = qb.innerJoin(`${LEVELS[i - 1]?.table} as l${i - 1}`, `l${i - 1}.id`, `l${i}.${parent}`);
  }
  for (let i = 0; i <= depth; i++) {
    qb = qb.select([
      `l${i}.id as id${i}`,
      `l${i}.nameOm as om${i}`,
      `l${i}.nameEn as en${i}`,
      `l${i}.nameAm as am${i}`,
    ]);
  }
  const rows = (await qb.where(`l${depth}.id`, 'in', unique).execute()) as Record<
    string,
    unknown
  >[];
  for (const row of rows) {
    const chain: Chain = {};
    for (let i = 0; i <= depth; i++) {
      const at = (p: string) => row[`${p}${i}`] as string | null;
      chain[LEVELS[i]?.key ?? 'region'] = refOf(
        { id: row[`id${i}`] as number, nameOm: at('om'), nameEn: at('en'), nameAm: at('am') },
        locale,
      );
    }
    out.set(row[`id${depth}`] as number, chain);
  }
  return out;
}

/** `includes[]=ancestors`: the places above each record of a level (not itself). */
export function ancestorsInclude(table: LevelTable, parentColumn: string): IncludeLoader {
  const parentTable = LEVELS[levelOf(table) - 1]?.table ?? 'regions';
  return async (services, rows, ctx) => {
    const parents = rows.map((r) => r[parentColumn] as number);
    const chains = await chainsOf(services.db, parentTable, parents, ctx.locale);
    return new Map(rows.map((r) => [r.id, chains.get(r[parentColumn] as number) ?? null]));
  };
}

/** A kebele with the places above it, for an address or a constituency. */
export async function addressesOf(
  services: Services,
  kebeleIds: (number | null)[],
  locale: Locale,
): Promise<Map<number, Address>> {
  const ids = kebeleIds.filter((id): id is number => id !== null);
  const chains = await chainsOf(services.db, 'kebeles', ids, locale);
  const out = new Map<number, Address>();
  for (const [id, chain] of chains)
    if (chain.kebele) out.set(id, { ...chain, kebele: chain.kebele });
  return out;
}

/** Live children of each parent, one grouped query: `childTable` rows whose `column` is the id. */
export async function countChildren(
  db: Kysely<Database>,
  childTable: string,
  column: string,
  parentIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(parentIds.map((id) => [id, 0]));
  if (parentIds.length === 0) return counts;
  const rows = (await (db as AnyDb)
    .selectFrom(childTable)
    .select([column, (eb) => eb.fn.countAll().as('n')])
    .where(column, 'in', [...new Set(parentIds)])
    .where('deletedAt', 'is', null)
    .groupBy(column)
    .execute()) as Record<string, unknown>[];
  for (const row of rows) counts.set(row[column] as number, Number(row.n));
  return counts;
}

/** `childCount`: each record's live children in the level below. */
export function childCountInclude(childTable: LevelTable, column: string): IncludeLoader {
  return async (services, rows) =>
    countChildren(
      services.db,
      childTable,
      column,
      rows.map((r) => r.id),
    );
}
