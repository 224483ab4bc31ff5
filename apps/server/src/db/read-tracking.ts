import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** A parameter this close to the clock means the query depends on the time (a scope's now). */
const CLOCK_WINDOW_MS = 60_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Whether a value is the current time as an ISO instant (give or take a minute). */
export function isNow(value: unknown, now = Date.now()): boolean {
  return (
    typeof value === 'string' &&
    ISO_INSTANT.test(value) &&
    Math.abs(Date.parse(value) - now) < CLOCK_WINDOW_MS
  );
}

/** What the queries run inside `trackReads` read. */
export interface ReadLog {
  /** The tables they named (database names, snake_case). */
  tables: Set<string>;
  /** Some query compared with the current time: its answer changes without any write. */
  clock: boolean;
  /** Some raw SQL may read tables that cannot be seen here. */
  opaque: boolean;
}

const current = new AsyncLocalStorage<ReadLog>();
/** Raw SQL that reads from somewhere (`select … from x`, a join). */
const READS_TABLES = /\b(from|join)\b/i;

function note(node: unknown, log: ReadLog, now: number): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) note(item, log, now);
    return;
  }
  const n = node as OperationNode & Record<string, unknown>;
  switch (n.kind) {
    case 'TableNode': {
      const name = (n.table as { identifier: { name: string } }).identifier.name;
      log.tables.add(name);
      return;
    }
    case 'ReferenceNode':
      // `n.id`: a column of a table (or alias) named where it is read from.
      return;
    case 'ValueNode':
      if (isNow(n.value, now)) log.clock = true;
      return;
    case 'PrimitiveValueListNode':
      if ((n.values as unknown[]).some((v) => isNow(v, now))) log.clock = true;
      return;
    case 'RawNode':
      if ((n.sqlFragments as string[]).some((f) => READS_TABLES.test(f))) log.opaque = true;
      note(n.parameters, log, now);
      return;
  }
  for (const value of Object.values(n)) note(value, log, now);
}

/** What one query reads: its tables, whether it compares with the clock, whether raw SQL reads. */
export function readsOf(node: OperationNode, now = Date.now()): ReadLog {
  const log: ReadLog = { tables: new Set(), clock: false, opaque: false };
  note(node, log, now);
  return log;
}

/**
 * Notes the tables each query names, for the queries run inside `trackReads` (the async
 * context tells which); outside it a query passes untouched at the cost of one lookup.
 * Installed after the camel-case plugin, so it sees the database's own table names.
 */
export class ReadTrackingPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const log = current.getStore();
    if (log) note(node, log, Date.now());
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/**
 * Notes tables read without a query: a cache that answers from memory what it once read from
 * them tells the work being tracked that its answer still depends on them.
 */
export function noteReads(tables: Iterable<string>): void {
  const log = current.getStore();
  if (log) for (const table of tables) log.tables.add(table);
}

/**
 * Runs `work` and tells what its queries read, whichever handle or helper ran them (the
 * queries of one request's work, not of others running meanwhile).
 */
export async function trackReads<T>(work: () => Promise<T>): Promise<{ value: T; reads: ReadLog }> {
  const reads: ReadLog = { tables: new Set(), clock: false, opaque: false };
  const value = await current.run(reads, work);
  return { value, reads };
}
