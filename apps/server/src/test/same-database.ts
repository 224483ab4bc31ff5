import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../app.js';
import { prepare } from '../bootstrap.js';
import { connect, type Db } from '../db/connect.js';
import type { Services } from '../services.js';
import { withSchemaLock, type TestServer } from './harness.js';

/** Another connection to a test server's database: its own pool on the same schema or file. */
export async function openSameDatabase(t: TestServer): Promise<Db> {
  const { config, db, kind } = t.services;
  if (kind === 'sqlite') return connect(config.database);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return connect(config.database, { poolSize: 4, searchPath: rows[0]?.schema ?? 'public' });
}

export interface SecondInstance {
  app: Awaited<ReturnType<typeof buildApp>>;
  services: Services;
  close: () => Promise<void>;
}

/** A second API process on the test server's database, as behind a load balancer. */
export async function secondInstance(t: TestServer): Promise<SecondInstance> {
  const database = await openSameDatabase(t);
  const services = await withSchemaLock('shared', () =>
    prepare(t.services.config, database, pino({ level: 'silent' })),
  );
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
