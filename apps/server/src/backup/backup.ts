import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';
import { syncToDisk } from '../files/disk-store.js';
import { demoAccountsFile } from '../seed/demo.js';
import { VERSION } from '../version.js';
import {
  BackupError,
  copyHashed,
  digestFile,
  isWithin,
  listFiles,
  ownerOnlyFolder,
} from './files.js';
import {
  DATABASE_FILE,
  DEMO_ACCOUNTS_FILE,
  FORMAT_VERSION,
  UPLOADS_FOLDER,
  writeManifest,
  type Manifest,
  type ManifestFile,
} from './manifest.js';
import { dumpPostgres } from './postgres.js';

/** Uploads still being received (files/storage.ts): not content of any record yet. */
const INCOMING = '.incoming';

/**
 * Copies the SQLite database with SQLite's backup API while the server keeps writing
 * (from this other process, through the WAL). All pages go in one step, inside one read
 * transaction, so the copy is one consistent moment: with the default steps of 100 pages
 * every write in between restarts the copy, and a busy server would never let it finish.
 * The copy is made a single file (no WAL) and checked.
 */
async function copySqlite(
  source: string,
  target: string,
): Promise<{ migration: string; storedNames: string[] }> {
  if (!fs.existsSync(source)) {
    throw new BackupError(`There is no database at ${source}: check DATA_DIR and DATABASE_URL`);
  }
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  await fsp.chmod(target, 0o600);
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The database copy fails SQLite's check: ${check}`);
    const migration = (
      copy.prepare('select name from kysely_migration order by name desc limit 1').get() as
        { name: string } | undefined
    )?.name;
    if (!migration) throw new BackupError(`${source} holds no Caffee tables: nothing to back up`);
    const rows = copy.prepare('select storage_name, thumbnail_name from files').all() as {
      storage_name: string;
      thumbnail_name: string | null;
    }[];
    const storedNames = rows.flatMap((r) =>
      [r.storage_name, r.thumbnail_name].filter((n): n is string => n !== null),
    );
    return { migration, storedNames };
  } finally {
    copy.close();
  }
}

/** A new or empty folder for the backup, owner-only; a folder holding anything is refused. */
async function prepareFolder(folder: string, config: Config): Promise<{ created: boolean }> {
  if (isWithin(folder, config.uploadDir)) {
    throw new BackupError(`The backup folder ${folder} lies inside the uploads folder`);
  }
  if (config.database.kind === 'sqlite' && folder === path.dirname(config.database.file)) {
    throw new BackupError(`The backup folder ${folder} is the data folder itself`);
  }
  const present = await fsp.readdir(folder).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (present && present.length > 0) {
    throw new BackupError(
      `${folder} is not empty: give a new folder for each backup (e.g. one named by the date)`,
    );
  }
  await ownerOnlyFolder(folder);
  return { created: present === undefined };
}

/**
 * Backs up the database and the uploads into `folder` (new or empty) and writes the
 * manifest last. The database is copied FIRST, the uploads after: an upload's content is
 * written and synced before the row that records it commits (files/storage.ts), and content
 * a row refers to is never deleted (rows of `files` are never deleted; the start-up sweep
 * and a failed write's clean-up remove only content no row refers to, files/sweep.ts), so
 * every row in the copy finds its content in the uploads copied after it. The other order
 * would miss the content of uploads committed between the two copies. Content copied
 * without a row (an upload in flight) is swept by the restored server at its first start.
 */
export async function createBackup(
  config: Config,
  folder: string,
  say: (line: string) => void,
): Promise<Manifest> {
  const { created } = await prepareFolder(folder, config);
  try {
    const files: ManifestFile[] = [];
    const databaseFile = DATABASE_FILE[config.database.kind];
    const databaseTarget = path.join(folder, ...databaseFile.split('/'));
    await ownerOnlyFolder(path.dirname(databaseTarget));
    let database: Manifest['database'];
    let storedNames: string[] | undefined;
    if (config.database.kind === 'sqlite') {
      const copied = await copySqlite(config.database.file, databaseTarget);
      database = { kind: 'sqlite', migration: copied.migration };
      storedNames = copied.storedNames;
    } else {
      const dump = await dumpPostgres(config.database.url, databaseTarget);
      await fsp.chmod(databaseTarget, 0o600);
      database = { kind: 'postgres', ...dump };
    }
    await syncToDisk(databaseTarget);
    files.push({ path: databaseFile, ...(await digestFile(databaseTarget)) });
    say(`Database copied (${config.database.kind}, migration ${database.migration}).`);

    let uploads = 0;
    // Uploads in a bucket (STORAGE_URL) are backed up by the store's own means (README,
    // "Backups"); the local folder then holds only uploads in progress.
    const inBucket = config.storage.kind === 's3';
    if (inBucket) say('Uploads are in object storage: back the bucket up with its own tools.');
    for (const rel of inBucket ? [] : await listFiles(config.uploadDir, [INCOMING])) {
      const target = `${UPLOADS_FOLDER}/${rel}`;
      try {
        const digest = await copyHashed(
          path.join(config.uploadDir, ...rel.split('/')),
          path.join(folder, ...target.split('/')),
        );
        files.push({ path: target, ...digest });
        uploads += 1;
      } catch (err) {
        // Gone since the listing: a failed upload's clean-up, never content a row refers to.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    if (storedNames && !inBucket) {
      const present = new Set(files.map((f) => f.path));
      const missing = storedNames.filter((n) => !present.has(`${UPLOADS_FOLDER}/${n}`));
      if (missing.length > 0) {
        throw new BackupError(
          `${missing.length} uploads the database refers to are missing from ${config.uploadDir} (e.g. ${missing[0]})`,
        );
      }
    }
    if (!inBucket) say(`Uploads copied (${uploads} files).`);

    // Only a demo installation has it: the demo accounts' passwords, shown at start.
    const demo = demoAccountsFile(config.dataDir);
    if (fs.existsSync(demo)) {
      files.push({
        path: DEMO_ACCOUNTS_FILE,
        ...(await copyHashed(demo, path.join(folder, DEMO_ACCOUNTS_FILE))),
      });
    }

    const manifest: Manifest = {
      format: 'caffee-backup',
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: VERSION,
      database,
      files,
    };
    await writeManifest(folder, manifest);
    return manifest;
  } catch (err) {
    // Half a backup is no backup: leave the folder as it was given (empty, or none).
    if (created) await fsp.rm(folder, { recursive: true, force: true });
    else {
      for (const entry of await fsp.readdir(folder).catch(() => [])) {
        await fsp.rm(path.join(folder, entry), { recursive: true, force: true });
      }
    }
    throw err;
  }
}
