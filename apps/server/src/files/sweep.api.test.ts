import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.js';
import type { TestServer } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { createTestServerOnStore, TEST_STORES } from '../test/s3.js';
import { SHARED_FOLDER_GRACE_MS, sweepOrphanedUploads } from './sweep.js';

describe.each(TEST_STORES)('the start-up sweep of uploads no row refers to, on %s', (store) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await createTestServerOnStore(store);
    expect(t.services.storage.kind).toBe(store);
    token = (await t.signedIn({ type: 'admin' })).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const HOUR_AGO = new Date(Date.now() - 3600_000);
  const incoming = (name: string) => name.startsWith(`.incoming${path.sep}`);
  const local = (name: string) => path.join(t.services.config.uploadDir, name);
  const exists = async (name: string) =>
    incoming(name)
      ? fs.existsSync(local(name))
      : (await t.services.storage.stat(name)) !== undefined;

  /**
   * Puts content in the store (or, for `.incoming/`, the local folder of uploads in progress)
   * last modified `at`. S3 sets an object's time itself: there it is now, and the tests
   * sweep with a time past it.
   */
  async function place(name: string, at = HOUR_AGO): Promise<string> {
    const file = incoming(name) ? local(name) : path.join(t.dataDir, crypto.randomUUID());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'content');
    fs.utimesSync(file, at, at);
    if (incoming(name)) return name;
    await t.services.storage.put(file, name, 'text/plain');
    if (store === 'disk') fs.utimesSync(local(name), at, at);
    return name;
  }
  /** Past every placed file's time, on either store. */
  const afterPlacing = () => new Date(Date.now() + 1000);

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

  it('removes what a crash left, keeps what rows (even deleted ones) refer to', async () => {
    const kept = await uploadPicture();
    const old = new Date(Date.now() - 2 * 3600_000);
    const retired = await place(`2024/05/${crypto.randomUUID()}`);
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
      await place(path.join('2024', '05', crypto.randomUUID())),
      await place(path.join('2024', '05', `${crypto.randomUUID()}.thumb.webp`)),
      await place(path.join('.incoming', crypto.randomUUID())),
      await place(path.join('.incoming', `${crypto.randomUUID()}.thumb.webp`)),
    ];
    const foreign = [
      await place('notes.txt'),
      await place(path.join('2024', '05', 'not-generated.pdf')),
    ];
    const storage = t.services.storage;

    const removed = await sweepOrphanedUploads(t.services.db, storage, {
      olderThan: afterPlacing(),
    });
    expect(removed.sort()).toEqual([...orphans].sort());
    for (const name of orphans) expect(await exists(name), name).toBe(false);
    for (const name of [kept.storageName, kept.thumbnailName as string, retired, ...foreign]) {
      expect(await exists(name), name).toBe(true);
    }
    const current = await t.request({ method: 'GET', url: '/api/v1/users/current', token });
    const picture = await t.request({ method: 'GET', url: current.body.payload.pictureUrl });
    expect(picture.status).toBe(200);
  });

  it('leaves a recent file alone when the folder may be shared (an upload in progress)', async () => {
    const inProgress = await place(path.join('2024', '06', crypto.randomUUID()), new Date());
    const shared = { olderThan: new Date(Date.now() - SHARED_FOLDER_GRACE_MS) };
    expect(await sweepOrphanedUploads(t.services.db, t.services.storage, shared)).toEqual([]);
    expect(await exists(inProgress)).toBe(true);
    const alone = { olderThan: afterPlacing() };
    expect(await sweepOrphanedUploads(t.services.db, t.services.storage, alone)).toEqual([
      inProgress,
    ]);
  });

  it('is a no-op on an empty store (no upload folder, or nothing under the prefix)', async () => {
    const { config } = t.services;
    const empty = createStorage({
      uploadDir: path.join(os.tmpdir(), `caffee-never-created-${crypto.randomUUID()}`),
      storage:
        config.storage.kind === 's3'
          ? { ...config.storage, prefix: `${config.storage.prefix}-empty` }
          : config.storage,
    });
    try {
      expect(
        await sweepOrphanedUploads(t.services.db, empty, { olderThan: afterPlacing() }),
      ).toEqual([]);
    } finally {
      empty.close();
    }
  });
});
