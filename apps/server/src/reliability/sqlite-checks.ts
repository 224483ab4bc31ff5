import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** `PRAGMA integrity_check` and `foreign_key_check` of an SQLite file. */
export function checkIntegrity(file: string): { integrity: string[]; foreignKeys: unknown[] } {
  const db = new SQLite(file);
  try {
    const integrity = db.pragma('integrity_check', { simple: false }) as {
      integrity_check: string;
    }[];
    return {
      integrity: integrity.map((r) => r.integrity_check),
      foreignKeys: db.pragma('foreign_key_check') as unknown[],
    };
  } finally {
    db.close();
  }
}

/**
 * The integrity of the database exactly as a crash left it, checked on a copy (the file and
 * its WAL) so the server restarts on untouched files: opening and closing the original
 * would recover and checkpoint the WAL before the server could.
 */
export function checkCrashedCopy(dbFile: string): ReturnType<typeof checkIntegrity> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-crashed-'));
  try {
    const copy = path.join(dir, 'copy.sqlite');
    fs.copyFileSync(dbFile, copy);
    if (fs.existsSync(`${dbFile}-wal`)) fs.copyFileSync(`${dbFile}-wal`, `${copy}-wal`);
    return checkIntegrity(copy);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const sha256 = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every regular file under a folder, `/`-joined and relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'));
}

/**
 * What a crash must never leave, as a list of problems (empty when all is well): a file row
 * whose content is missing or differs, a record without the child rows its write made in
 * the same transaction (its files, its history entry, its workflow steps, the history entry
 * of each comment), or content in the upload folder that no row refers to.
 */
export function halfWrittenState(dbFile: string, uploadDir: string, leftAlone: string[]): string[] {
  const problems: string[] = [];
  const db = new SQLite(dbFile, { readonly: true });
  try {
    const all = <T>(query: string, params: Record<string, string> = {}) =>
      db.prepare(query).all(params) as T[];
    type FileRow = {
      id: number;
      storage_name: string;
      thumbnail_name: string | null;
      size: number;
      sha256: string;
    };
    const fileRows = all<FileRow>(
      'select id, storage_name, thumbnail_name, size, sha256 from files',
    );
    for (const f of fileRows) {
      const content = path.join(uploadDir, f.storage_name);
      if (!fs.existsSync(content)) problems.push(`file ${f.id}: content missing`);
      else if (fs.statSync(content).size !== f.size || sha256(content) !== f.sha256) {
        problems.push(`file ${f.id}: content differs from its row`);
      }
      if (f.thumbnail_name && !fs.existsSync(path.join(uploadDir, f.thumbnail_name))) {
        problems.push(`file ${f.id}: thumbnail missing`);
      }
    }

    const childCounts = (table: 'publications' | 'news_feeds', resource: string) =>
      all<{ id: number; files: number; images: number; thumbs: number; created: number }>(
        `select r.id,
           (select count(*) from files f where f.resource = @r and f.record_id = r.id) files,
           (select count(*) from files f where f.resource = @r and f.record_id = r.id
              and f.category = 'image') images,
           (select count(*) from files f where f.resource = @r and f.record_id = r.id
              and f.thumbnail_name is not null) thumbs,
           (select count(*) from audit_log a where a.resource = @r and a.record_id = r.id
              and a.action = 'create') created
         from ${table} r`,
        { r: resource },
      );
    for (const r of childCounts('publications', 'publications')) {
      if (r.files !== 1 || r.created !== 1)
        problems.push(`publication ${r.id}: ${JSON.stringify(r)}`);
    }
    for (const r of childCounts('news_feeds', 'news-feeds')) {
      if (r.files !== 2 || r.images !== 1 || r.thumbs !== 1 || r.created !== 1) {
        problems.push(`news ${r.id}: ${JSON.stringify(r)}`);
      }
    }
    const complaints = all<{ id: number; status: string; steps: string | null; created: number }>(
      `select c.id, c.status,
         (select group_concat(a.action, '>' order by a.id) from audit_log a
            where a.resource = 'complains' and a.record_id = c.id and a.action <> 'create') steps,
         (select count(*) from audit_log a where a.resource = 'complains' and a.record_id = c.id
            and a.action = 'create') created
       from complains c`,
    );
    const stepsTo: Record<string, string | null> = {
      submitted: null,
      in_review: 'in_review',
      resolved: 'in_review>resolved',
      rejected: 'rejected',
    };
    for (const c of complaints) {
      const wanted = stepsTo[c.status];
      // A rejection may also follow a review.
      const ok =
        c.steps === wanted || (c.status === 'rejected' && c.steps === 'in_review>rejected');
      if (!ok || c.created !== 1) problems.push(`complaint ${c.id}: ${JSON.stringify(c)}`);
    }
    const comments = all<{ resource: string; record_id: number; comments: number; logged: number }>(
      `select k.resource, k.record_id,
         (select count(*) from comments c where c.resource = k.resource
            and c.record_id = k.record_id) comments,
         (select count(*) from audit_log a where a.resource = k.resource
            and a.record_id = k.record_id and a.action = 'comment') logged
       from (select resource, record_id from comments
             union select resource, record_id from audit_log where action = 'comment') k`,
    );
    for (const c of comments) {
      if (c.comments !== c.logged)
        problems.push(`comments of ${c.resource} ${c.record_id}: ${JSON.stringify(c)}`);
    }

    const referenced = new Set(
      fileRows.flatMap((f) => [f.storage_name, f.thumbnail_name]).filter((n): n is string => !!n),
    );
    for (const name of filesUnder(uploadDir)) {
      if (!referenced.has(name) && !leftAlone.includes(name))
        problems.push(`orphaned upload: ${name}`);
    }
  } finally {
    db.close();
  }
  return problems;
}
