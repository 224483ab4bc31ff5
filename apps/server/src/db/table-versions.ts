import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './database.js';
import { perHandle } from './per-handle.js';

/** Every versioned table's version at one moment: `name → version`. */
export type VersionSnapshot = ReadonlyMap<string, string>;

interface Known {
  /** The sum of every version in `snapshot`. */
  total: number;
  snapshot: VersionSnapshot;
}

/**
 * Per database handle: the last snapshot read, and the two queries compiled once (building
 * and compiling a query took longer than SQLite took to answer it).
 */
const stateOf = perHandle((db: Kysely<Database>) => ({
  known: undefined as Known | undefined,
  sum: db
    .selectFrom('tableVersions')
    .select((eb) => eb.fn.sum<number | string | null>('version').as('total'))
    .compile() as CompiledQuery<{ total: number | string | null }>,
  all: db.selectFrom('tableVersions').select(['name', 'version']).compile(),
}));

/**
 * The versions of all versioned tables (migration 0010: raised by triggers on every write, in
 * the writing transaction), read before any data they guard: a request reads them once, and
 * every cache it consults compares against them. A write between this read and the data's
 * leaves a cache with older versions than its data, and the next read simply refreshes it.
 *
 * Versions only grow, so while their sum is unchanged none of them changed: one small
 * aggregate per call, and the few dozen rows only after a write (by any server process).
 */
export async function readVersions(db: Kysely<Database>): Promise<VersionSnapshot> {
  const state = stateOf(db);
  const { rows } = await db.executeQuery(state.sum);
  const total = Number(rows[0]?.total ?? 0);
  if (state.known?.total === total) return state.known.snapshot;
  const all = await db.executeQuery(state.all);
  const snapshot = new Map(all.rows.map((r) => [r.name, String(r.version)]));
  let sum = 0;
  for (const r of all.rows) sum += Number(r.version);
  // The sum of what was read, which a write after the aggregate may have moved on.
  state.known = { total: sum, snapshot };
  return snapshot;
}

/**
 * The versions of these tables as one string, `name:version` in name order, or undefined when
 * one of them has no version (nothing would tell of its writes). Two equal strings mean none
 * of the tables changed in between, whichever server process wrote; a cache keeps the string
 * beside what it read and trusts it only while the string is unchanged.
 */
export function versionsIn(
  snapshot: VersionSnapshot,
  tables: Iterable<string>,
): string | undefined {
  const out: string[] = [];
  for (const name of [...tables].sort()) {
    const version = snapshot.get(name);
    if (version === undefined) return undefined;
    out.push(`${name}:${version}`);
  }
  return out.join(',');
}

/** `versionsIn` of a fresh snapshot, naming only the tables that have a version. */
export async function versionsOf(db: Kysely<Database>, tables: readonly string[]): Promise<string> {
  const snapshot = await readVersions(db);
  return versionsIn(
    snapshot,
    tables.filter((t) => snapshot.has(t)),
  ) as string;
}
