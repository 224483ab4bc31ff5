import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, Storage } from './store.js';

const INCOMING = '.incoming';

/**
 * The upload folder as the store. Uploads in progress sit in its `.incoming/` folder, so
 * putting one in place is a rename on the same file system: content is synced before it
 * gets its name, and the name before the row that records it commits.
 */
export function createDiskStore(uploadDir: string): Storage {
  const file = (name: string) => path.join(uploadDir, name);
  return {
    kind: 'disk',
    incomingDir: path.join(uploadDir, INCOMING),

    async put(localFile, name) {
      const final = file(name);
      await syncToDisk(localFile);
      await fsp.mkdir(path.dirname(final), { recursive: true, mode: 0o700 });
      await fsp.rename(localFile, final);
      await syncToDisk(path.dirname(final), { folder: true });
    },

    async read(name, range?: ByteRange): Promise<Readable | undefined> {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file(name), 'r');
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(name) {
      const s = await fsp.stat(file(name)).catch((err: unknown) => {
        if (missing(err)) return undefined;
        throw err;
      });
      return s?.isFile() ? { size: s.size, modified: s.mtime } : undefined;
    },

    async remove(name) {
      await fsp.rm(file(name), { force: true });
    },

    async list(olderThan) {
      let entries: string[];
      try {
        entries = await fsp.readdir(uploadDir, { recursive: true });
      } catch (err) {
        if (missing(err)) return [];
        throw err;
      }
      const out: string[] = [];
      for (const name of entries) {
        if (name === INCOMING || name.startsWith(INCOMING + path.sep)) continue;
        const s = await fsp.stat(file(name)).catch(() => undefined);
        if (s?.isFile() && s.mtimeMs <= olderThan.getTime()) out.push(name);
      }
      return out;
    },

    close() {},
  };
}

const missing = (err: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Flushes a file, or a folder's entries (the renamed name), to disk. The content is on disk
 * before the row that records it commits, so even after a power loss a row never points at
 * missing or torn content; the reverse (content without a row) is swept at start (sweep.ts).
 */
export async function syncToDisk(target: string, o: { folder?: boolean } = {}): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(target, 'r');
    await handle.sync();
  } catch (err) {
    // Some platforms (Windows) cannot open or sync a folder; a file must always sync.
    if (!o.folder) throw err;
  } finally {
    await handle?.close();
  }
}
