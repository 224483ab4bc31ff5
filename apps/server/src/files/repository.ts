import type { StoredFile } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { FileLinks } from './links.js';
import type { SavedFile } from './storage.js';

type FileRow = Database['files'] extends infer T ? { [K in keyof T]: T[K] } : never;

/** Records saved files; call inside the transaction of the record they belong to. */
export async function recordFiles(
  trx: Kysely<Database>,
  saved: SavedFile[],
  owner: { resource: string | null; recordId: number | null; createdBy: number },
): Promise<number[]> {
  if (saved.length === 0) return [];
  const rows = await trx
    .insertInto('files')
    .values(
      saved.map((f) => ({
        ...f,
        resource: owner.resource,
        recordId: owner.recordId,
        createdBy: owner.createdBy,
        createdAt: new Date().toISOString(),
        deletedAt: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A file as the API shows it, with signed links. */
export function presentFile(
  row: Pick<
    FileRow,
    'originalName' | 'mediaType' | 'size' | 'sha256' | 'category' | 'createdAt'
  > & {
    id: number;
    thumbnailName: string | null;
  },
  links: FileLinks,
): StoredFile {
  return {
    id: row.id,
    originalName: row.originalName,
    mediaType: row.mediaType,
    size: row.size,
    category: row.category as StoredFile['category'],
    sha256: row.sha256,
    url: links.url(row.id),
    thumbnailUrl: row.thumbnailName ? links.url(row.id, 'thumbnail') : null,
    createdAt: row.createdAt,
  };
}
