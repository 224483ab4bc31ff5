import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { MIGRATION_NAMES } from '../db/migrate.js';
import { demoAccountsFile } from '../seed/demo.js';
import { BackupError, copyHashed, ownerOnlyFolder, type FileDigest } from './files.js';
import {
  DATABASE_FILE,
  DEMO_ACCOUNTS_FILE,
  UPLOADS_FOLDER,
  verifyBackup,
  type Manifest,
  type ManifestFile,
} from './manifest.js';
import { preparePostgresRestore } from './postgres.js';

/** Copies one file of the backup, checking again what was copied against the manifest. */
async function restoreFile(folder: string, f: ManifestFile, to: string, replace: boolean) {
  const copied: FileDigest = await copyHashed(path.join(folder, ...f.path.split('/')), to, {
    replace,
  });
  if (copied.size !== f.size || copied.sha256 !== f.sha256) {
    throw new BackupError(`${f.path} changed while it was restored: the backup is damaged`);
  }
}

/**
 * Restores a backup made by createBackup into the configured data folder (and, on
 * PostgreSQL, the database in DATABASE_URL). Every file is checked against the manifest
 * before anything is written. A folder (or database) that already holds a database is
 * refused unless `force`. The uploads go first and the database last, so a restore that
 * fails halfway leaves no database behind and can simply be run again.
 */
export async function restoreBackup(
  config: Config,
  folder: string,
  o: { force: boolean },
  say: (line: string) => void,
): Promise<Manifest> {
  const manifest = await verifyBackup(folder);
  say(`Backup of ${manifest.createdAt} verified (${manifest.files.length} files).`);
  const kind = manifest.database.kind;
  if (kind !== config.database.kind) {
    throw new BackupError(
      kind === 'sqlite'
        ? 'This is a backup of an SQLite database, but DATABASE_URL names a PostgreSQL one: unset DATABASE_URL'
        : 'This is a backup of a PostgreSQL database: set DATABASE_URL to the (new, empty) PostgreSQL database to restore into',
    );
  }
  if (!MIGRATION_NAMES.includes(manifest.database.migration)) {
    throw new BackupError(
      `This backup's database is at migration ${manifest.database.migration}, which this version of Caffee does not know: restore with Caffee ${manifest.appVersion} or later`,
    );
  }
  const db = config.database;
  if (db.kind === 'sqlite' && fs.existsSync(db.file) && !o.force) {
    throw new BackupError(
      `${db.file} already exists: restore into a new data folder (DATA_DIR), or pass --force to replace it`,
    );
  }
  const restoreDump =
    db.kind === 'postgres'
      ? await preparePostgresRestore(db.url, {
          dumpVersion: manifest.database.dumpVersion,
          replace: o.force,
        })
      : undefined;

  await ownerOnlyFolder(config.dataDir);
  await ownerOnlyFolder(config.uploadDir);
  let uploads = 0;
  for (const f of manifest.files) {
    if (!f.path.startsWith(`${UPLOADS_FOLDER}/`)) continue;
    const rel = f.path.slice(UPLOADS_FOLDER.length + 1);
    await restoreFile(folder, f, path.join(config.uploadDir, ...rel.split('/')), o.force);
    uploads += 1;
  }
  const demo = manifest.files.find((f) => f.path === DEMO_ACCOUNTS_FILE);
  if (demo) await restoreFile(folder, demo, demoAccountsFile(config.dataDir), o.force);
  say(`Uploads restored (${uploads} files) into ${config.uploadDir}.`);

  const dump = manifest.files.find((f) => f.path === DATABASE_FILE[kind]) as ManifestFile;
  if (db.kind === 'sqlite') {
    // Copied beside the database and renamed into place: the file appears whole or not at
    // all. A replaced database's WAL must go with it, or SQLite would replay it onto the copy.
    const temp = `${db.file}.restoring`;
    await ownerOnlyFolder(path.dirname(db.file));
    await fsp.rm(temp, { force: true });
    await restoreFile(folder, dump, temp, false);
    for (const f of [`${db.file}-wal`, `${db.file}-shm`]) await fsp.rm(f, { force: true });
    await fsp.rename(temp, db.file);
    say(`Database restored into ${db.file}.`);
  } else if (restoreDump) {
    await restoreDump(path.join(folder, ...dump.path.split('/')));
    say('Database restored into the PostgreSQL database in DATABASE_URL.');
  }
  return manifest;
}
