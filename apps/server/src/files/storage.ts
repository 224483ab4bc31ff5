import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileCategory } from '@caffee/contract';
import { ALLOWED_FILE_TYPES, IMAGE_TYPES, MAX_FILE_SIZE } from '@caffee/contract';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { HttpError, invalidField } from '../http/errors.js';
import { hashMeter } from './hash-meter.js';
import type { Storage } from './store.js';

/** A file put into the store, not yet recorded in the database. */
export interface SavedFile {
  originalName: string;
  mediaType: string;
  size: number;
  sha256: string;
  category: FileCategory;
  storageName: string;
  thumbnailName: string | null;
}

const TEXT_TYPES: Record<string, string> = { '.txt': 'text/plain', '.csv': 'text/csv' };
const THUMBNAIL_SIZE = 320;

/** A name safe to show and to send back: no folders, no control characters. */
export function safeName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

async function isUtf8Text(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastCompleteChar(head)));
    return !/<\s*(html|script|svg|!doctype)/i.test(head.toString('utf8'));
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

// A 64 KiB window may cut a multibyte character; decode up to the last whole one.
function lastCompleteChar(buf: Buffer): number {
  const end = buf.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = buf[end - i] as number;
    if ((byte & 0xc0) === 0x80) continue;
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > i ? end - i : end;
  }
  return end;
}

/** What a file's content says it is, or undefined when it is not an allowed kind. */
async function detectType(file: string, name: string): Promise<string | undefined> {
  const sniffed = await fileTypeFromFile(file);
  if (sniffed) {
    return (ALLOWED_FILE_TYPES as readonly string[]).includes(sniffed.mime)
      ? sniffed.mime
      : undefined;
  }
  const text = TEXT_TYPES[path.extname(name).toLowerCase()];
  return text && (await isUtf8Text(file)) ? text : undefined;
}

/**
 * Streams one upload into a local temp file under a generated name, checking its size and
 * its type by content; images get a thumbnail. Once checked, the content and thumbnail are
 * put into the store (synced on disk, acknowledged by S3) before the caller's row commits; on
 * any refusal nothing is left behind. If the process dies before its row commits, the
 * start-up sweep (sweep.ts) removes what it left.
 */
export async function saveUpload(
  store: Storage,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  /** `category` undefined: not known yet (checked by the caller once it is). */
  options: { filename: string; category: FileCategory | undefined; field: string },
): Promise<SavedFile> {
  const id = crypto.randomUUID();
  const now = new Date();
  const storageName = path.join(
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    id,
  );
  const temp = path.join(store.incomingDir, id);
  const tempThumb = `${temp}.thumb.webp`;
  await fsp.mkdir(store.incomingDir, { recursive: true, mode: 0o700 });

  const { meter, digest } = hashMeter();
  const put: string[] = [];
  const sink = fs.createWriteStream(temp, { mode: 0o600 });
  // A body that fails at once fails the pipeline before the file is even opened; the stream
  // still opens (creates) it before it closes. Removed before then, the file was left behind.
  const sinkClosed = new Promise<void>((done) => {
    if (sink.closed) done();
    else sink.once('close', () => done());
  });
  // Settled, not all: a failed removal must not hide the refusal; the sweep gets it later.
  const cleanup = async () => {
    await sinkClosed;
    return Promise.allSettled([
      ...[temp, tempThumb].map((f) => fsp.rm(f, { force: true })),
      ...put.map((n) => store.remove(n)),
    ]);
  };
  try {
    await pipeline(stream, meter, sink);
    const { size, sha256 } = digest();
    if (stream.truncated || size > MAX_FILE_SIZE) {
      throw new HttpError(
        413,
        'payload_too_large',
        `A file may be at most ${MAX_FILE_SIZE / 1024 / 1024} MB`,
      );
    }
    if (size === 0) throw invalidField(options.field, 'fileEmpty');
    const originalName = safeName(options.filename);
    const mediaType = await detectType(temp, originalName);
    if (!mediaType) throw invalidField(options.field, 'fileTypeRefused');
    const image = (IMAGE_TYPES as readonly string[]).includes(mediaType);
    if (options.category) checkCategoryFits(options.category, mediaType, options.field);
    let thumbnailName: string | null = null;
    if (image) {
      await sharp(temp, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(tempThumb)
        .catch(() => {
          throw invalidField(options.field, 'imageUnreadable');
        });
      thumbnailName = `${storageName}.thumb.webp`;
    }
    put.push(storageName);
    await store.put(temp, storageName, mediaType);
    if (thumbnailName) {
      put.push(thumbnailName);
      await store.put(tempThumb, thumbnailName, 'image/webp');
    }
    return {
      originalName,
      mediaType,
      size,
      sha256,
      category: options.category ?? 'attachment',
      storageName,
      thumbnailName,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Profile pictures and images must be images. */
export function checkCategoryFits(category: FileCategory, mediaType: string, field: string): void {
  const image = (IMAGE_TYPES as readonly string[]).includes(mediaType);
  if ((category === 'profile' || category === 'image') && !image) {
    throw invalidField(field, 'imageType');
  }
}

/** Removes stored content whose database write did not happen. */
export async function discardSaved(store: Storage, saved: SavedFile[]): Promise<void> {
  await Promise.all(
    saved.flatMap((f) =>
      [f.storageName, f.thumbnailName]
        .filter((n): n is string => n !== null)
        .map((n) => store.remove(n)),
    ),
  );
}
