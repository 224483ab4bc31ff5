import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config.js';
import type { Storage } from './store.js';

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, ...) as the store, under an optional key prefix.
 * Uploads in progress stay in the local upload folder's `.incoming/` until checked; an S3 PUT
 * is durable once answered, so content is in the bucket before the row that records it
 * commits, as on disk.
 */
export function createS3Store(config: S3StorageConfig, uploadDir: string): Storage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // Without them the SDK's standard chain applies (AWS_ACCESS_KEY_ID..., profiles, roles).
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Newer SDKs add checksums to every request by default; many S3-compatible stores do not
    // understand them (streamed trailers). A PUT still carries its Content-Length and the
    // signed payload, and the row keeps the content's SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const root = config.prefix === '' ? '' : `${config.prefix}/`;
  // Rows hold names as path.join made them; keys always use `/`.
  const key = (name: string) => root + name.split(path.sep).join('/');
  const Bucket = config.bucket;

  return {
    kind: 's3',
    incomingDir: path.join(uploadDir, '.incoming'),

    async put(localFile, name, contentType) {
      const { size } = await fsp.stat(localFile);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: fs.createReadStream(localFile),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await fsp.rm(localFile, { force: true });
    },

    async read(name, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return res.Body as Readable | undefined;
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },

    async stat(name) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return { size: res.ContentLength ?? 0, modified: res.LastModified ?? new Date(0) };
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },

    async remove(name) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },

    async list(olderThan) {
      const out: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: root })) {
        for (const o of page.Contents ?? []) {
          if (!o.Key || !o.LastModified || o.LastModified > olderThan) continue;
          out.push(o.Key.slice(root.length).split('/').join(path.sep));
        }
      }
      return out;
    },

    close() {
      client.destroy();
    },
  };
}

function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
