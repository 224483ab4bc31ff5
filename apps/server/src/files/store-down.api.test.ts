import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { startTestS3, type TestS3 } from '../test/s3.js';

/**
 * A bucket that stops answering (its server down, the network cut) is the service briefly
 * unavailable, as a database that does: 503, which a client may retry, and no upload left
 * half put.
 */
let t: TestServer;
let s3: TestS3 | undefined;
let png: Buffer;
let token: string;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestServer({ STORAGE_URL: s3.storageUrl() });
  token = (await t.signedIn({ type: 'member' })).token;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = () => {
  const { body, headers } = multipart([
    { name: 'media[0][type]', value: 'profile' },
    { name: 'media[0][file]', value: png, filename: 'me.png', contentType: 'image/png' },
  ]);
  return t.request({ method: 'PUT', url: '/api/v1/users/current/picture', token, body, headers });
};

describe('when the bucket cannot be reached', () => {
  it('answers downloads and uploads 503 and keeps no half-put upload', async () => {
    expect((await upload()).status).toBe(200);
    const row = await t.services.db
      .selectFrom('files')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await s3?.close();
    s3 = undefined;

    const download = await t.request({ method: 'GET', url: `/api/v1/files/${row.id}`, token });
    expect(download.status).toBe(503);
    expect(download.body.code).toBe('service_unavailable');
    const again = await upload();
    expect(again.status).toBe(503);
    const incoming = t.services.storage.incomingDir;
    expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
  });
});
