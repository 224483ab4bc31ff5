import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPLAINT_TRANSITIONS, type ComplaintStatus } from '@caffee/contract';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test/harness.js';
import {
  bundleServer,
  createAdmin,
  getBytes,
  signInAs,
  testAdmin,
  killHard,
  startServer,
  stopGracefully,
  type ServerProcess,
} from './server-process.js';
import { checkCrashedCopy, checkIntegrity, filesUnder, halfWrittenState } from './sqlite-checks.js';
import { waitFor } from './wait.js';
import {
  makeImages,
  newLedger,
  startWriters,
  type AckedRecord,
  type Ledger,
} from './write-load.js';

/**
 * An acknowledged write is never lost. The built server runs as a real process on a fresh
 * SQLite data folder; many clients write at once (records with files, comments, complaint
 * workflow steps) and the process is killed with SIGKILL while their requests are on the
 * wire — twice, restarting on the same data each time. After the last restart every write
 * answered 200 is there and intact (fields, file bytes), no record is half written, no
 * upload is orphaned, and SQLite's integrity check is clean, also on the files as the
 * crash left them.
 */
const CLIENTS = 12;
/** Writes answered 200 in a round before the kill. */
const ACKS_PER_ROUND = 80;
const ROUNDS = 3;
const ADMIN = testAdmin('admin@faults.example', 'Abdii Admin');
/** The institute's user, told of every complaint: what the kills must not lose or double. */
const LISTENER = 'lensa@faults.example';
/** Not a name the server generates: the start-up sweep must leave it alone. */
const FOREIGN_FILE = 'README.txt';

let bundle: Awaited<ReturnType<typeof bundleServer>> | undefined;
let dataDir: string;
let server: ServerProcess | undefined;
const uploadDir = () => path.join(dataDir, 'uploads');
const dbFile = () => path.join(dataDir, 'caffee.sqlite');

const signIn = (url: string) => signInAs(url, ADMIN);

const get = getBytes;
const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

/** What a kill between writing an upload and committing its row leaves behind. */
function plantCrashLeftovers(): string[] {
  const names = [
    `2020/01/${crypto.randomUUID()}`,
    `2020/01/${crypto.randomUUID()}.thumb.webp`,
    `.incoming/${crypto.randomUUID()}`,
  ];
  for (const name of [...names, FOREIGN_FILE]) {
    fs.mkdirSync(path.dirname(path.join(uploadDir(), name)), { recursive: true });
    fs.writeFileSync(path.join(uploadDir(), name), 'half an upload');
  }
  return names;
}

/** Runs `fn` over `items`, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/**
 * Notifications survive the kills: once the running server has fanned every event out, the
 * institute's user has exactly one line for each acknowledged complaint and each acknowledged
 * step, and exactly one mail for each line (the outbox rows in the database, and in the outbox
 * folder one file per row sent: a resend after a kill rewrites its file, never adds one).
 */
async function checkNotifications(ledger: Ledger, check: (ok: boolean, what: string) => void) {
  const db = new SQLite(dbFile(), { readonly: true });
  try {
    await waitFor(
      'every notification event fanned out',
      () =>
        (db.prepare('select count(*) as n from notification_events').get() as { n: number }).n ===
        0,
      30_000,
      100,
    );
    const listener = db.prepare('select id from users where email = ?').get(LISTENER) as {
      id: number;
    };
    const lines = db
      .prepare(
        "select record_id as recordId, kind, status from notifications where user_id = ? and resource = 'complains'",
      )
      .all(listener.id) as { recordId: number; kind: string; status: string | null }[];
    const count = (recordId: number, kind: string, status: string | null) =>
      lines.filter((l) => l.recordId === recordId && l.kind === kind && l.status === status).length;
    for (const c of ledger.complaints) {
      const filed = count(c.id, 'complaint-filed', null);
      check(filed === 1, `complaint ${c.id}: told of its filing ${filed} times`);
      for (const status of c.statuses.slice(1)) {
        const told = count(c.id, 'complaint-status', status);
        check(told === 1, `complaint ${c.id}: told of ${status} ${told} times`);
      }
    }
    const mails = db
      // Its complaints' mails (in Afaan Oromoo), not the one that welcomed the account.
      .prepare(
        "select id, sent_at as sentAt from mail_outbox where recipient = ? and subject like 'Caffee: Komii%'",
      )
      .all(LISTENER) as { id: number; sentAt: string | null }[];
    check(mails.length === lines.length, `${mails.length} mails for ${lines.length} lines`);
    const files = fs
      .readdirSync(path.join(dataDir, 'outbox'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8')))
      .filter(
        (m: { to: string; subject: string }) =>
          m.to === LISTENER && m.subject.startsWith('Caffee: Komii'),
      );
    const sent = mails.filter((m) => m.sentAt !== null).length;
    // A mail whose sending the kill cut short waits out its lease (10 min) before it is sent
    // again: it may have its file already, or not yet.
    check(
      files.length >= sent && files.length <= mails.length,
      `${files.length} mail files for ${sent} sent of ${mails.length}`,
    );
  } finally {
    db.close();
  }
}

describe.skipIf(TEST_DB !== 'sqlite')(
  'SIGKILL under write load (SQLite only: PostgreSQL keeps its data in its own process)',
  () => {
    beforeAll(async () => {
      bundle = await bundleServer();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-sigkill-'));
      createAdmin(bundle.dir, dataDir, ADMIN);
    });
    afterAll(async () => {
      if (server) await killHard(server).catch(() => {});
      bundle?.remove();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged write whole, with no orphans, after kill -9', async () => {
      const ledger: Ledger = newLedger();
      const images = await makeImages(6);
      let instituteId = 0;
      let planted: string[] = [];

      for (let round = 1; round <= ROUNDS; round++) {
        server = await startServer(bundle!.dir, dataDir);
        // What a crash left between writing an upload and its row is gone after the restart.
        for (const name of planted)
          expect(fs.existsSync(path.join(uploadDir(), name)), name).toBe(false);
        const token = await signIn(server.url);
        if (instituteId === 0) {
          const res = await fetch(`${server.url}/api/v1/institutes`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Biiroo Bishaanii' }),
          });
          instituteId = ((await res.json()) as { payload: { id: number } }).payload.id;
          // The institute's user hears of each complaint and each step (notifications/).
          const user = await fetch(`${server.url}/api/v1/users`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Lensa Bishaanii',
              email: LISTENER,
              type: 'institute',
              instituteId,
            }),
          });
          expect(user.status).toBe(200);
        }
        const before = ledger.records.length + ledger.comments.length + ledger.complaints.length;
        const acked = () =>
          ledger.records.length +
          ledger.comments.length +
          ledger.complaints.reduce((n, c) => n + c.statuses.length, 0) -
          before;
        let killed = false;
        const writers = startWriters({ url: server.url, token, instituteId, images }, ledger, {
          clients: CLIENTS,
          tag: `r${round}`,
          stop: () => killed,
        });
        // Kill only while requests are on the wire, after enough writes were answered.
        await waitFor(
          `${ACKS_PER_ROUND} acknowledged writes in round ${round}`,
          () => acked() >= ACKS_PER_ROUND && writers.state.inFlight > 0,
          40_000,
          5,
        );
        killed = true;
        await killHard(server);
        await writers.done;
        expect(ledger.refusals).toEqual([]);

        // The files exactly as the crash left them are a consistent database.
        const crashed = checkCrashedCopy(dbFile());
        expect(crashed.integrity).toEqual(['ok']);
        expect(crashed.foreignKeys).toEqual([]);
        planted = plantCrashLeftovers();
      }

      server = await startServer(bundle!.dir, dataDir);
      for (const name of planted)
        expect(fs.existsSync(path.join(uploadDir(), name)), name).toBe(false);
      expect(fs.existsSync(path.join(uploadDir(), FOREIGN_FILE))).toBe(true);
      const token = await signIn(server.url);
      const problems: string[] = [];
      const check = (ok: boolean, what: string) => {
        if (!ok) problems.push(what);
      };

      await eachLimited(ledger.records, 6, async (r: AckedRecord) => {
        const res = await get(server!.url, token, `/api/v1/${r.resource}/${r.id}?locale=om`);
        check(res.status === 200, `${r.resource} ${r.id}: ${res.status}`);
        if (res.status !== 200) return;
        const record = json(res.bytes).payload;
        for (const [field, value] of Object.entries(r.fields)) {
          check(
            record[field] === value,
            `${r.resource} ${r.id}.${field}: ${record[field]} ≠ ${value}`,
          );
        }
        const files = record.files as {
          originalName: string;
          size: number;
          sha256: string;
          url: string;
        }[];
        check(files.length === r.files.length, `${r.resource} ${r.id}: ${files.length} files`);
        for (const sent of r.files) {
          const stored = files.find((f) => f.originalName === sent.name);
          const hash = crypto.createHash('sha256').update(sent.bytes).digest('hex');
          check(stored?.sha256 === hash, `${r.resource} ${r.id}: ${sent.name} recorded wrongly`);
          if (!stored) continue;
          const download = await get(server!.url, null, stored.url);
          check(
            download.status === 200 && download.bytes.equals(sent.bytes),
            `${r.resource} ${r.id}: ${sent.name} downloads ${download.status}, ${download.bytes.length} bytes`,
          );
        }
      });

      const byRecord = new Map<string, Ledger['comments']>();
      for (const c of ledger.comments) {
        const at = `${c.resource}/${c.recordId}`;
        byRecord.set(at, [...(byRecord.get(at) ?? []), c]);
      }
      await eachLimited([...byRecord.entries()], 6, async ([at, comments]) => {
        const res = await get(
          server!.url,
          token,
          `/api/v1/${at}/comments?pagination[pageSize]=100`,
        );
        check(res.status === 200, `comments on ${at}: ${res.status}`);
        if (res.status !== 200) return;
        const stored = new Map(
          (json(res.bytes).payload as { id: number; body: string }[]).map((c) => [c.id, c.body]),
        );
        for (const c of comments) check(stored.get(c.id) === c.body, `comment ${c.id} on ${at}`);
      });

      await eachLimited(ledger.complaints, 6, async (c) => {
        const res = await get(server!.url, token, `/api/v1/complains/${c.id}`);
        check(res.status === 200, `complaint ${c.id}: ${res.status}`);
        if (res.status !== 200) return;
        const stored = json(res.bytes).payload;
        // A step whose answer the kill swallowed may have happened: the status is the last
        // acknowledged one or a later one, never an earlier one.
        const reachable = (from: ComplaintStatus): ComplaintStatus[] => [
          from,
          ...COMPLAINT_TRANSITIONS[from].flatMap(reachable),
        ];
        const last = c.statuses.at(-1) as ComplaintStatus;
        check(stored.subject === c.subject, `complaint ${c.id}: subject`);
        check(
          reachable(last).includes(stored.status),
          `complaint ${c.id}: ${stored.status} after ${last}`,
        );
      });
      await checkNotifications(ledger, check);
      expect(problems).toEqual([]);
      expect(ledger.records.length).toBeGreaterThan(0);
      expect(ledger.comments.length).toBeGreaterThan(0);
      expect(ledger.complaints.some((c) => c.statuses.length > 1)).toBe(true);

      await stopGracefully(server);
      server = undefined;
      expect(halfWrittenState(dbFile(), uploadDir(), [FOREIGN_FILE])).toEqual([]);
      expect(filesUnder(path.join(uploadDir(), '.incoming'))).toEqual([]);
      const final = checkIntegrity(dbFile());
      expect(final.integrity).toEqual(['ok']);
      expect(final.foreignKeys).toEqual([]);
    }, 120_000);
  },
);
