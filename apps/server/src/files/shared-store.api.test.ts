import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleServer,
  createAdmin,
  signInAs,
  testAdmin,
  startServer,
  stopGracefully,
  type ServerProcess,
} from '../reliability/server-process.js';
import {
  dropSchema,
  newSchemaName,
  TEST_DATABASE_URL,
  TEST_DB,
  withSchemaLock,
} from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { startTestS3, type TestS3 } from '../test/s3.js';

/**
 * Two API processes, as behind a load balancer: one PostgreSQL schema, one bucket, and each
 * its own data folder (so nothing is shared through a local disk). A file uploaded through
 * one is served, whole and by range, by the other.
 */
const ADMIN = testAdmin('admin@shared-store.example', 'Caalaa Admin');

let bundle: Awaited<ReturnType<typeof bundleServer>> | undefined;
let s3: TestS3 | undefined;
let schema: string | undefined;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

async function admin(sqlText: string): Promise<void> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

const signIn = (url: string) => signInAs(url, ADMIN);

describe.skipIf(TEST_DB !== 'postgres')(
  'two API processes on one PostgreSQL and one bucket (PostgreSQL only: SQLite has one writer)',
  () => {
    let png: Buffer;
    let token: string;
    beforeAll(async () => {
      png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
        .png()
        .toBuffer();
      bundle = await bundleServer();
      s3 = await startTestS3();
      schema = newSchemaName();
      await admin(`create schema ${schema}`);
      const env = {
        DATABASE_URL: TEST_DATABASE_URL,
        // node-postgres reads libpq's PGOPTIONS: both processes work in the test's schema.
        PGOPTIONS: `-c search_path=${schema}`,
        STORAGE_URL: s3.storageUrl('shared'),
      };
      for (let i = 0; i < 2; i++) {
        dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-shared-store-')));
      }
      // One after the other: the first migrates the empty schema (holding the lock that keeps
      // other files' schemas from being dropped meanwhile, test/harness.ts).
      await withSchemaLock('shared', async () => {
        servers.push(await startServer(bundle!.dir, dataDirs[0] as string, env));
        createAdmin(bundle!.dir, dataDirs[0] as string, ADMIN, env);
        servers.push(await startServer(bundle!.dir, dataDirs[1] as string, env));
      });
      token = await signIn(servers[0]?.url as string);
    }, 120_000);
    afterAll(async () => {
      for (const s of servers) await stopGracefully(s).catch(() => {});
      bundle?.remove();
      await s3?.close();
      if (schema) await dropSchema(schema);
      for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
    });

    /** Uploads a picture through one process; the file's id and its thumbnail's link. */
    async function uploadThrough(url: string): Promise<{ id: number; thumbnail: string }> {
      const { body, headers } = multipart([
        { name: 'media[0][type]', value: 'profile' },
        { name: 'media[0][file]', value: png, filename: 'me.png', contentType: 'image/png' },
      ]);
      const res = await fetch(`${url}/api/v1/users/current/picture`, {
        method: 'PUT',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body,
      });
      // A refusal says why (a 503 once in a full run: the database busy, error-handler.ts).
      expect(res.status, res.status === 200 ? '' : await res.text()).toBe(200);
      const link = ((await res.json()) as { payload: { pictureUrl: string } }).payload.pictureUrl;
      const id = Number(/\/files\/(\d+)\/thumbnail/.exec(link)?.[1]);
      expect(id).toBeGreaterThan(0);
      return { id, thumbnail: link };
    }

    const download = async (url: string, file: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${url}${file}`, {
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      return {
        status: res.status,
        headers: res.headers,
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    };

    it('serves a file uploaded through the other process, whole and by range', async () => {
      const sha256 = crypto.createHash('sha256').update(png).digest('hex');
      for (const [from, to] of [
        [servers[0], servers[1]],
        [servers[1], servers[0]],
      ] as [ServerProcess, ServerProcess][]) {
        const { id, thumbnail } = await uploadThrough(from.url);

        const whole = await download(to.url, `/api/v1/files/${id}`);
        expect(whole.status, to.output()).toBe(200);
        expect(whole.bytes.equals(png)).toBe(true);
        expect(whole.headers.get('etag')).toBe(`"${sha256}"`);

        const part = await download(to.url, `/api/v1/files/${id}`, { range: 'bytes=16-115' });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes 16-115/${png.length}`);
        expect(part.bytes.equals(png.subarray(16, 116))).toBe(true);

        const cached = await download(to.url, `/api/v1/files/${id}`, {
          'if-none-match': `"${sha256}"`,
        });
        expect(cached.status).toBe(304);

        // The thumbnail through its signed link, the same bytes and validator from both.
        const here = await download(from.url, thumbnail);
        const there = await download(to.url, thumbnail);
        expect(there.status).toBe(200);
        expect(there.headers.get('content-type')).toBe('image/webp');
        expect(there.bytes.equals(here.bytes)).toBe(true);
        expect(there.headers.get('etag')).toBe(here.headers.get('etag'));
      }
    });

    it('keeps no uploaded content in either process’s data folder', () => {
      for (const dir of dataDirs) {
        const uploads = path.join(dir, 'uploads');
        const files = fs.existsSync(uploads)
          ? (fs.readdirSync(uploads, { recursive: true }) as string[]).filter((f) =>
              fs.statSync(path.join(uploads, f)).isFile(),
            )
          : [];
        expect(files).toEqual([]);
      }
    });
  },
);
