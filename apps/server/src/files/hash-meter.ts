import crypto from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * A pass-through stream that counts and hashes (SHA-256) what flows through it: an upload as
 * it is written (storage.ts), a file as a backup copies it (backup/files.ts).
 */
export function hashMeter(): { meter: Transform; digest: () => { size: number; sha256: string } } {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { meter, digest: () => ({ size, sha256: hash.digest('hex') }) };
}
