import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { syncToDisk } from '../files/disk-store.js';
import { BackupError, digestFile } from './files.js';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'caffee-backup';
/** Raised when the layout changes; a restore refuses a format newer than it knows. */
export const FORMAT_VERSION = 1;

/** The database copy's place in the backup, by kind. */
export const DATABASE_FILE = {
  sqlite: 'database/caffee.sqlite',
  postgres: 'database/caffee.pgdump',
} as const;
export const UPLOADS_FOLDER = 'uploads';
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

/**
 * A path the backup may hold: the database copy, an upload, the demo accounts. Checked so a
 * crafted manifest cannot make a restore write outside the data folder.
 */
const BackupPath = z
  .string()
  .max(1000)
  .refine(
    (p) =>
      (Object.values(DATABASE_FILE) as string[]).includes(p) ||
      p === DEMO_ACCOUNTS_FILE ||
      (p.startsWith(`${UPLOADS_FOLDER}/`) &&
        !p.includes('\\') &&
        !p.includes('\0') &&
        p.split('/').every((s) => s !== '' && s !== '.' && s !== '..')),
    'not a path a Caffee backup holds',
  );

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** The last migration applied to the copied database. */
    migration: z.string(),
    /** PostgreSQL: the server's version, and the pg_dump that made the dump. */
    serverVersion: z.string().optional(),
    dumpVersion: z.string().optional(),
  }),
  files: z.array(z.object({ path: BackupPath, size: z.number().int().min(0), sha256: z.string() })),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest['files'][number];

/**
 * Writes the manifest last, once everything it lists is on disk: a folder without one is a
 * backup that did not finish.
 */
export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  const file = path.join(folder, MANIFEST_FILE);
  await fsp.writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  await syncToDisk(file);
}

/**
 * Reads a backup's manifest and checks every file it lists, size and SHA-256, before a
 * restore touches anything. Throws a one-line reason for a damaged or partial backup.
 */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new BackupError(
      `${folder} has no ${MANIFEST_FILE}: not a Caffee backup, or one that did not finish`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await fsp.readFile(file, 'utf8'));
  } catch {
    throw new BackupError(`${file} is not readable JSON: the backup is damaged`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `${file} is not a Caffee backup manifest (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  const manifest = parsed.data;
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `This backup's format (${manifest.formatVersion}) is newer than this version of Caffee reads (${FORMAT_VERSION}): restore with Caffee ${manifest.appVersion} or later`,
    );
  }
  const databaseFile = DATABASE_FILE[manifest.database.kind];
  if (!manifest.files.some((f) => f.path === databaseFile)) {
    throw new BackupError(`The manifest lists no ${databaseFile}: the backup is partial`);
  }
  for (const f of manifest.files) {
    const at = path.join(folder, ...f.path.split('/'));
    let digest;
    try {
      digest = await digestFile(at);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new BackupError(`${f.path} is missing from the backup: the backup is partial`);
      }
      throw err;
    }
    if (digest.size !== f.size || digest.sha256 !== f.sha256) {
      throw new BackupError(
        `${f.path} does not match its checksum in ${MANIFEST_FILE}: the backup is damaged`,
      );
    }
  }
  return manifest;
}
