import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPLAINT_TRANSITIONS, type ComplaintStatus } from '@caffee/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleServer,
  createAdmin,
  getBytes,
  signInAs,
  testAdmin,
  runCli,
  startServer,
  stopGracefully,
  type ServerProcess,
} from '../reliability/server-process.js';
import { waitFor } from '../reliability/wait.js';
import { makeImages, newLedger, startWriters, type Ledger } from '../reliability/write-load.js';
import { TEST_DATABASE_URL, TEST_DB } from '../test/harness.js';

/**
 * `backup` and `restore` as an operator runs them. The built server runs as a real process;
 * clients write records with files, comments and complaint steps while `backup` runs from
 * another process; writing goes on after it, then the server stops. Restored into a fresh
 * data folder (and, on PostgreSQL, a new database), a server finds every write acknowledged
 * before the backup started, files byte for byte. A damaged backup is refused.
 */
const CLIENTS = 4;
const ADMIN = testAdmin('admin@backup.example', 'Abdii Admin');

let bundle: Awaited<ReturnType<typeof bundleServer>> | undefined;
let work: string;
let server: ServerProcess | undefined;
const databases: string[] = [];

/** On PostgreSQL each installation gets a database of its own, dropped after the test. */
async function newDatabase(): Promise<Record<string, string>> {
  if (TEST_DB !== 'postgres') return {};
  const name = `caffee_backup_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

const signIn = (url: string) => signInAs(url, ADMIN);

const get = getBytes;
const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

/** What the ledger holds now, apart from what is written later. */
function snapshot(ledger: Ledger): Ledger {
  return {
    records: [...ledger.records],
    comments: [...ledger.comments],
    complaints: ledger.complaints.map((c) => ({ ...c, statuses: [...c.statuses] })),
    refusals: [],
  };
}

const acked = (l: Ledger) =>
  l.records.length + l.comments.length + l.complaints.reduce((n, c) => n + c.statuses.length, 0);

/** Every write in `ledger` as the server at `url` answers it; the differences found. */
async function missingWrites(url: string, ledger: Ledger): Promise<string[]> {
  const token = await signIn(url);
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  for (const r of ledger.records) {
    const res = await get(url, token, `/api/v1/${r.resource}/${r.id}?locale=om`);
    check(res.status === 200, `${r.resource} ${r.id}: ${res.status}`);
    if (res.status !== 200) continue;
    const record = json(res.bytes).payload;
    for (const [field, value] of Object.entries(r.fields)) {
      check(record[field] === value, `${r.resource} ${r.id}.${field}: ${record[field]}`);
    }
    const files = record.files as {
      originalName: string;
      url: string;
      thumbnailUrl: string | null;
    }[];
    for (const sent of r.files) {
      const stored = files.find((f) => f.originalName === sent.name);
      check(stored !== undefined, `${r.resource} ${r.id}: no ${sent.name}`);
      if (!stored) continue;
      const download = await get(url, null, stored.url);
      check(
        download.status === 200 && download.bytes.equals(sent.bytes),
        `${r.resource} ${r.id}: ${sent.name} downloads ${download.status}, ${download.bytes.length} bytes`,
      );
      // An image's thumbnail is a file of its own in the upload folder.
      if (sent.name.endsWith('.png')) {
        const thumbnail = stored.thumbnailUrl ? await get(url, null, stored.thumbnailUrl) : null;
        check(thumbnail?.status === 200, `${r.resource} ${r.id}: ${sent.name} has no thumbnail`);
      }
    }
  }
  for (const c of ledger.comments) {
    const res = await get(
      url,
      token,
      `/api/v1/${c.resource}/${c.recordId}/comments?pagination[pageSize]=100`,
    );
    const bodies =
      res.status === 200 ? (json(res.bytes).payload as { id: number; body: string }[]) : [];
    check(
      bodies.some((b) => b.id === c.id && b.body === c.body),
      `comment ${c.id} on ${c.resource}/${c.recordId}`,
    );
  }
  // A complaint may have moved on after the backup started; never back before it.
  const reachable = (from: ComplaintStatus): ComplaintStatus[] => [
    from,
    ...COMPLAINT_TRANSITIONS[from].flatMap(reachable),
  ];
  for (const c of ledger.complaints) {
    const res = await get(url, token, `/api/v1/complains/${c.id}`);
    check(res.status === 200, `complaint ${c.id}: ${res.status}`);
    if (res.status !== 200) continue;
    const stored = json(res.bytes).payload;
    const last = c.statuses.at(-1) as ComplaintStatus;
    check(stored.subject === c.subject, `complaint ${c.id}: subject`);
    check(reachable(last).includes(stored.status), `complaint ${c.id}: ${stored.status} < ${last}`);
  }
  return problems;
}

const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe(`backup and restore under writes (${TEST_DB})`, () => {
  beforeAll(async () => {
    bundle = await bundleServer();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-backup-'));
  });
  afterAll(async () => {
    if (server) await stopGracefully(server).catch(() => {});
    bundle?.remove();
    if (work) fs.rmSync(work, { recursive: true, force: true });
    if (databases.length > 0) {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists ${name} (force)`);
      await admin.end();
    }
  });

  it('restores every write acknowledged before the backup, and refuses a damaged one', async () => {
    const source = path.join(work, 'source');
    const sourceEnv = await newDatabase();
    createAdmin(bundle!.dir, source, ADMIN, sourceEnv);
    server = await startServer(bundle!.dir, source, sourceEnv);
    const token = await signIn(server.url);
    const institute = await fetch(`${server.url}/api/v1/institutes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Biiroo Bishaanii' }),
    });
    const instituteId = ((await institute.json()) as { payload: { id: number } }).payload.id;

    const ledger = newLedger();
    let stop = false;
    const writers = startWriters(
      { url: server.url, token, instituteId, images: await makeImages(4) },
      ledger,
      { clients: CLIENTS, tag: 'b', stop: () => stop },
    );
    await waitFor('writes before the backup', () => ledger.records.length >= 12, 60_000);
    const before = snapshot(ledger);
    const folder = path.join(work, 'backup');
    const backup = await runCli(bundle!.dir, source, ['backup', folder], sourceEnv);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // Writing went on while the backup ran, and goes on after it.
    const atEnd = acked(ledger);
    expect(atEnd).toBeGreaterThan(acked(before));
    await waitFor('writes after the backup', () => acked(ledger) >= atEnd + 10, 60_000);
    stop = true;
    await writers.done;
    expect(ledger.refusals).toEqual([]);
    await stopGracefully(server);
    server = undefined;

    expect(mode(folder)).toBe(0o700);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.database.kind).toBe(TEST_DB);
    for (const f of manifest.files as { path: string }[]) {
      expect(mode(path.join(folder, f.path)), f.path).toBe(0o600);
      expect(f.path.startsWith('uploads/.incoming')).toBe(false);
    }
    // A second backup into the same folder would mix two: refused.
    const again = await runCli(bundle!.dir, source, ['backup', folder], sourceEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty/);

    const restored = path.join(work, 'restored');
    const restoredEnv = await newDatabase();
    const restore = await runCli(bundle!.dir, restored, ['restore', folder], restoredEnv);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(mode(restored)).toBe(0o700);
    if (TEST_DB === 'sqlite') expect(mode(path.join(restored, 'caffee.sqlite'))).toBe(0o600);

    server = await startServer(bundle!.dir, restored, restoredEnv);
    expect(await missingWrites(server.url, before)).toEqual([]);
    const list = await get(
      server.url,
      await signIn(server.url),
      '/api/v1/publications?pagination[pageSize]=100',
    );
    expect(list.status).toBe(200);
    expect(json(list.bytes).payload.length).toBeGreaterThanOrEqual(
      before.records.filter((r) => r.resource === 'publications').length,
    );
    await stopGracefully(server);
    server = undefined;

    // Restoring over an installation that holds a database needs --force.
    const over = await runCli(bundle!.dir, restored, ['restore', folder], restoredEnv);
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(/--force/);

    // One byte changed in one upload: nothing is restored.
    const upload = (manifest.files as { path: string }[]).find((f) =>
      f.path.startsWith('uploads/'),
    ) as { path: string };
    const damaged = path.join(folder, upload.path);
    const bytes = fs.readFileSync(damaged);
    const at = bytes.length >> 1;
    bytes[at] = (bytes[at] as number) ^ 0x01;
    fs.writeFileSync(damaged, bytes);
    const elsewhere = path.join(work, 'elsewhere');
    const tampered = await runCli(bundle!.dir, elsewhere, ['restore', folder], await newDatabase());
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/does not match its checksum.*damaged/);
    expect(fs.existsSync(elsewhere)).toBe(false);

    // A backup without its manifest (one that did not finish) is refused too.
    fs.rmSync(path.join(folder, 'manifest.json'));
    const partial = await runCli(bundle!.dir, elsewhere, ['restore', folder]);
    expect(partial.code).toBe(1);
    expect(partial.stderr).toMatch(/did not finish/);
  }, 240_000);
});
