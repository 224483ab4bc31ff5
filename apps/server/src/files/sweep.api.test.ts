import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { SHARED_FOLDER_GRACE_MS, sweepOrphanedUploads } from './sweep.js';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await createTestServer();
  token = (await t.signedIn({ type: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const dir = () => t.services.config.uploadDir;
const exists = (name: string) => fs.existsSync(path.join(dir(), name));
const HOUR_AGO = new Date(Date.now() - 3600_000);

/** Writes content under the upload folder, last modified `at`. */
function place(name: string, at = HOUR_AGO): string {
  const file = path.join(dir(), name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'content');
  fs.utimesSync(file, at, at);
  return name;
}

async function uploadPicture(): Promise<{ storageName: string; thumbnailName: string | null }> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();
  const { body, headers } = multipart([
    { name: 'media[0][type]', value: 'profile' },
    { name: 'media[0][file]', value: png, filename: 'me.png', contentType: 'image/png' },
  ]);
  const res = await t.request({
    method: 'PUT',
    url: '/api/v1/users/current/picture',
    token,
    body,
    headers,
  });
  expect(res.status).toBe(200);
  return t.services.db
    .selectFrom('files')
    .select(['storageName', 'thumbnailName'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('the start-up sweep of uploads no row refers to', () => {
  it('removes what a crash left, keeps what rows (even deleted ones) refer to', async () => {
    const kept = await uploadPicture();
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const n of [kept.storageName, kept.thumbnailName as string]) {
      fs.utimesSync(path.join(dir(), n), old, old);
    }
    const retired = place(`2024/05/${crypto.randomUUID()}`);
    await t.services.db
      .insertInto('files')
      .values({
        originalName: 'old.pdf',
        mediaType: 'application/pdf',
        size: 7,
        sha256: '0'.repeat(64),
        category: 'downloadable',
        storageName: retired,
        thumbnailName: null,
        resource: 'publications',
        recordId: 1,
        createdBy: null,
        createdAt: old.toISOString(),
        deletedAt: old.toISOString(),
      })
      .execute();
    const orphans = [
      place(`2024/05/${crypto.randomUUID()}`),
      place(`2024/05/${crypto.randomUUID()}.thumb.webp`),
      place(`.incoming/${crypto.randomUUID()}`),
    ];
    const foreign = [place('notes.txt'), place('2024/05/not-generated.pdf')];

    const removed = await sweepOrphanedUploads(t.services.db, dir(), { olderThan: new Date() });
    expect(removed.sort()).toEqual([...orphans].sort());
    for (const name of orphans) expect(exists(name), name).toBe(false);
    for (const name of [kept.storageName, kept.thumbnailName as string, retired, ...foreign]) {
      expect(exists(name), name).toBe(true);
    }
    const current = await t.request({ method: 'GET', url: '/api/v1/users/current', token });
    const picture = await t.request({ method: 'GET', url: current.body.payload.pictureUrl });
    expect(picture.status).toBe(200);
  });

  it('leaves a recent file alone when the folder may be shared (an upload in progress)', async () => {
    const inProgress = place(`2024/06/${crypto.randomUUID()}`, new Date());
    const shared = { olderThan: new Date(Date.now() - SHARED_FOLDER_GRACE_MS) };
    expect(await sweepOrphanedUploads(t.services.db, dir(), shared)).toEqual([]);
    expect(exists(inProgress)).toBe(true);
    const alone = { olderThan: new Date(Date.now() + 1000) };
    expect(await sweepOrphanedUploads(t.services.db, dir(), alone)).toEqual([inProgress]);
  });

  it('is a no-op without an upload folder', async () => {
    const missing = path.join(t.dataDir, 'never-created');
    expect(await sweepOrphanedUploads(t.services.db, missing, { olderThan: new Date() })).toEqual(
      [],
    );
  });
});
