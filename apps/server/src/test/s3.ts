import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createTestServer, type TestServer } from './harness.js';

/** The stores the file tests run on: the upload folder and an S3-protocol server. */
export const TEST_STORES = ['disk', 's3'] as const;
export type TestStore = (typeof TEST_STORES)[number];

export interface TestS3 {
  /** A STORAGE_URL under a prefix of its own, so servers sharing the bucket stay apart. */
  storageUrl: (prefix?: string) => string;
  close: () => Promise<void>;
}

const BUCKET = 'caffee-test';

/**
 * A real S3-protocol server (s3rver, on a temp folder) on 127.0.0.1 and a free port: the
 * store is driven through the real AWS SDK and HTTP, not a mock of the client. s3rver checks
 * request signatures with its fixed key pair, given in the URL.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = encodeURIComponent(`http://127.0.0.1:${port}`);
  return {
    storageUrl: (prefix = crypto.randomBytes(4).toString('hex')) =>
      `s3://S3RVER:S3RVER@${BUCKET}/${prefix}?endpoint=${endpoint}&forcePathStyle=true`,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A test server whose uploads live in `store` (for S3, on a server of its own); closing it
 * also stops that store.
 */
export async function createTestServerOnStore(store: TestStore): Promise<TestServer> {
  if (store === 'disk') return createTestServer();
  const s3 = await startTestS3();
  const server = await createTestServer({ STORAGE_URL: s3.storageUrl() }).catch(async (err) => {
    await s3.close();
    throw err;
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await s3.close();
    },
  };
}
