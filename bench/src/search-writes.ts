// What the search index adds to a record's write (issue 44: at most 25%). Measured in the
// process, through the record type's own store on the generated data: a complaint written by
// the complaints' store, and the same written by a store of the same type that is not in the
// search, turn and turn about, so both meet the same machine and the same tables.
import pino from 'pino';
import { prepare } from '../../apps/server/src/bootstrap.js';
import { connect } from '../../apps/server/src/db/connect.js';
import { servedResource } from '../../apps/server/src/records/registry.js';
import type { RequestContext } from '../../apps/server/src/records/server-resource.js';
import { resourceStore } from '../../apps/server/src/records/store.js';
import { benchServerConfig } from './config.js';
import { words, random } from './text.js';

export interface IndexWriteCost {
  writes: number;
  /** Median milliseconds of a complaint's create, with its index entry and without. */
  withIndexMs: number;
  withoutIndexMs: number;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * `writes` complaints each way. They stay, as the complaints of the row "create a complaint"
 * do (their history is referenced by the notifications they started).
 */
export async function indexWriteCost(dataDir: string, writes = 300): Promise<IndexWriteCost> {
  const config = benchServerConfig(dataDir);
  const database = connect(config.database);
  try {
    const services = await prepare(config, database, pino({ level: 'warn' }));
    const db = services.db;
    const complaints = servedResource('complains');
    const unsearched = { ...complaints, contract: { ...complaints.contract, search: [] } };
    const [indexed, plain] = [
      resourceStore(services, complaints),
      resourceStore(services, unsearched),
    ];
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('type', '=', 'admin')
      .executeTakeFirstOrThrow();
    const institute = await db.selectFrom('institutes').select('id').executeTakeFirstOrThrow();
    const ctx: RequestContext = {
      auth: { user, sessionId: 'bench', permissions: new Set(['complains:create']) },
      locale: 'om',
      requestId: 'bench',
    };
    const rnd = random(25);
    const body = () => ({
      subject: words(rnd, 'om', 6),
      description: words(rnd, 'om', 40),
      instituteId: institute.id,
      complainantName: `Abbaa ${words(rnd, 'om', 1)}`,
    });
    const times = { indexed: [] as number[], plain: [] as number[] };
    for (let i = 0; i < writes; i++) {
      for (const [name, store] of [
        ['indexed', indexed],
        ['plain', plain],
      ] as const) {
        const started = performance.now();
        await store.create(body(), ctx, [], { bare: true });
        times[name].push(performance.now() - started);
      }
    }
    return { writes, withIndexMs: median(times.indexed), withoutIndexMs: median(times.plain) };
  } finally {
    await database.close();
  }
}
