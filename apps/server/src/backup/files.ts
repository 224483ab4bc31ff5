import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { syncToDisk } from '../files/disk-store.js';
import { hashMeter } from '../files/hash-meter.js';
import { pipeline } from 'node:stream/promises';

/** A refusal or failure of a backup or a restore, told to the operator in one line. */
export class BackupError extends Error {}

export interface FileDigest {
  size: number;
  sha256: string;
}

/**
 * A folder for the owner alone (0700), as the server keeps DATA_DIR: a backup holds the
 * password hashes and the tokens' signing key.
 */
export async function ownerOnlyFolder(dir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  await fsp.chmod(dir, 0o700);
}

/**
 * Copies `from` to `to` (owner-only, folders made 0700), hashing the bytes as they pass,
 * and syncs the copy. `replace` allows overwriting a file already there.
 */
export async function copyHashed(
  from: string,
  to: string,
  o: { replace?: boolean } = {},
): Promise<FileDigest> {
  await fsp.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const { meter, digest } = hashMeter();
  await pipeline(
    fs.createReadStream(from),
    meter,
    fs.createWriteStream(to, { mode: 0o600, flags: o.replace ? 'w' : 'wx' }),
  );
  // A replaced file keeps its old mode: narrow it.
  await fsp.chmod(to, 0o600);
  // Synced, so a backup (or a restore) reported done survives a power cut.
  await syncToDisk(to);
  return digest();
}

/** The size and SHA-256 of a file's content. */
export async function digestFile(file: string): Promise<FileDigest> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Every file under `dir`, as `/`-separated paths relative to it, skipping the top-level
 * entries named in `skip`; none when the folder does not exist.
 */
export async function listFiles(dir: string, skip: string[] = []): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !skip.includes(rel.split('/')[0] as string))
    .sort();
}

/** Whether `inner` is `outer` or lies inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
