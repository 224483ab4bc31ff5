import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  TEST_DATABASE_URL,
  TEST_DB,
  type TestResponse,
  type TestServer,
} from '../test/harness.js';
import { TcpProxy } from './tcp-proxy.js';
import { sleep, waitFor } from './wait.js';

/**
 * The server keeps serving through a PostgreSQL restart: while the database is gone every
 * request is answered 503 (never a 500, never left hanging), and once it is back the same
 * process serves again — no restart of its own — with every write acknowledged before the
 * outage intact. The database "restarts" behind a TCP proxy (see tcp-proxy.ts for why that
 * is faithful, and why the machine's real cluster is left alone).
 */
/** `stopping`: between the first closed port and the last reset connection. */
type Phase = 'before' | 'stopping' | 'down' | 'after';
interface Outcome {
  client: number;
  op: string;
  status: number;
  code: unknown;
  started: Phase;
  ended: Phase;
}

const CLIENTS = 4;
let t: TestServer;
let proxy: TcpProxy;
let token: string;
let publicationId: number;

/**
 * PostgreSQL going down as in a restart: the port closes, each of the server's connections
 * gets PostgreSQL's own goodbye (57P01), and whatever is still open is reset.
 */
async function stopDatabase(): Promise<void> {
  proxy.refuseNew();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    // Only this server's backends: the proxy's upstream ports, nobody else's.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[])',
      [proxy.upstreamPorts()],
    );
  } finally {
    await admin.end();
  }
  await waitFor('the goodbyes to arrive', () => proxy.upstreamPorts().length === 0, 5000).catch(
    () => {}, // a connection still starting up was not listed yet: reset below
  );
  await proxy.cut();
}

describe.skipIf(TEST_DB !== 'postgres')(
  'a PostgreSQL restart under load (PostgreSQL only: TEST_DB=postgres)',
  () => {
    beforeAll(async () => {
      const target = new URL(TEST_DATABASE_URL);
      proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.restore();
      const viaProxy = new URL(TEST_DATABASE_URL);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      t = await createTestServer({ DATABASE_URL: viaProxy.toString() });
      token = (await t.signedIn({ type: 'admin' })).token;
      const made = await t.request({
        method: 'POST',
        url: '/api/v1/publications',
        token,
        body: { title: 'Gabaasa', kind: 'report' },
      });
      publicationId = made.body.payload.id;
    });
    afterAll(async () => {
      await proxy?.restore();
      await t?.close();
      await proxy?.close();
    });

    it('answers 503 while the database is down and recovers on its own', async () => {
      let phase: Phase = 'before';
      let stopped = false;
      const outcomes: Outcome[] = [];
      const acknowledged: { id: number; title: string; ended: Phase }[] = [];
      let serial = 0;

      const ops: [string, () => Promise<TestResponse>][] = [
        ['health', () => t.request({ method: 'GET', url: '/api/health' })],
        [
          'list',
          () =>
            t.request({
              method: 'GET',
              url: '/api/v1/publications',
              token,
              query: 'pagination[pageSize]=5',
            }),
        ],
        [
          'create',
          async () => {
            const title = `Outage ${++serial}`;
            const res = await t.request({
              method: 'POST',
              url: '/api/v1/publications',
              token,
              body: { title, kind: 'bulletin' },
            });
            if (res.status === 200)
              acknowledged.push({ id: res.body.payload.id, title, ended: phase });
            return res;
          },
        ],
        [
          'comment',
          () =>
            t.request({
              method: 'POST',
              url: `/api/v1/publications/${publicationId}/comments`,
              token,
              body: { body: 'Yaada' },
            }),
        ],
      ];

      const run = async (client: number) => {
        for (let n = client; !stopped; n++) {
          const [op, send] = ops[n % ops.length] as (typeof ops)[number];
          const started = phase;
          const res = await send();
          outcomes.push({
            client,
            op,
            status: res.status,
            code: res.body?.code,
            started,
            ended: phase,
          });
          await sleep(10);
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, i) => run(i));
      const answered = (p: Phase, client: number) =>
        outcomes.filter((o) => o.client === client && o.started === p && o.ended === p).length;
      const everyClient = (p: Phase, n: number) => () =>
        Array.from({ length: CLIENTS }, (_, c) => answered(p, c)).every((k) => k >= n);

      try {
        await waitFor('answers before the outage', everyClient('before', 8), 15_000);
        phase = 'stopping';
        await stopDatabase();
        phase = 'down';
        // Every client keeps getting answers: a hung request would stall this wait.
        await waitFor('answers while the database is down', everyClient('down', 8), 15_000);
        await proxy.restore();
        phase = 'after';
        await waitFor('answers after the database is back', everyClient('after', 8), 15_000);
      } finally {
        stopped = true;
        await Promise.all(clients);
      }

      const during = (p: Phase) => outcomes.filter((o) => o.started === p && o.ended === p);
      // Around each switch an answer may be either; never anything else.
      expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
      expect(during('before').filter((o) => o.status !== 200)).toEqual([]);
      const down = during('down');
      expect(down.filter((o) => o.status !== 503)).toEqual([]);
      expect(new Set(down.map((o) => o.code))).toEqual(
        // The health route answers its own shape; the others the error envelope.
        new Set([undefined, 'service_unavailable']),
      );
      expect(new Set(down.map((o) => o.op))).toEqual(new Set(ops.map(([op]) => op)));
      expect(during('after').filter((o) => o.status !== 200)).toEqual([]);

      // Every write answered 200, before or after the outage, is there.
      expect(acknowledged.map((a) => a.ended)).toEqual(expect.arrayContaining(['before', 'after']));
      for (const { id, title } of acknowledged) {
        const res = await t.request({ method: 'GET', url: `/api/v1/publications/${id}`, token });
        expect(res.status).toBe(200);
        expect(res.body.payload.title).toBe(title);
      }
      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.body).toMatchObject({ status: 'ok', database: 'postgres' });
    }, 60_000);
  },
);
