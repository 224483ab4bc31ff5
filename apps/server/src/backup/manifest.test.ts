import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyBackup, type Manifest } from './manifest.js';

let folder: string;
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** A backup folder holding `files`, with a manifest listing them, then changed by `change`. */
function backup(files: Record<string, string>, change: (m: Manifest) => void = () => {}) {
  const manifest: Manifest = {
    format: 'caffee-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    appVersion: '0.1.0',
    database: { kind: 'sqlite', migration: '0001-accounts' },
    files: [],
  };
  for (const [rel, content] of Object.entries(files)) {
    const at = path.join(folder, rel);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, content);
    const bytes = Buffer.from(content);
    manifest.files.push({ path: rel, size: bytes.length, sha256: sha256(bytes) });
  }
  change(manifest);
  fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
}

describe('verifyBackup', () => {
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-manifest-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('accepts a whole backup', async () => {
    backup({ 'database/caffee.sqlite': 'db', 'uploads/2024/01/a': 'file' });
    expect((await verifyBackup(folder)).files).toHaveLength(2);
  });

  it('refuses a missing file as partial', async () => {
    backup({ 'database/caffee.sqlite': 'db', 'uploads/2024/01/a': 'file' });
    fs.rmSync(path.join(folder, 'uploads/2024/01/a'));
    await expect(verifyBackup(folder)).rejects.toThrow(/uploads\/2024\/01\/a is missing.*partial/);
  });

  it('refuses a backup whose manifest lists no database', async () => {
    backup({ 'uploads/2024/01/a': 'file' });
    await expect(verifyBackup(folder)).rejects.toThrow(/lists no database\/caffee.sqlite/);
  });

  it('refuses paths outside what a backup holds', async () => {
    for (const bad of ['uploads/../../etc/passwd', '/etc/passwd', 'uploads/a\\..\\b', 'other']) {
      backup({ 'database/caffee.sqlite': 'db' }, (m) =>
        m.files.push({ path: bad, size: 0, sha256: sha256(Buffer.alloc(0)) }),
      );
      await expect(verifyBackup(folder), bad).rejects.toThrow(/not a Caffee backup manifest/);
    }
  });

  it('refuses a format newer than it reads', async () => {
    backup({ 'database/caffee.sqlite': 'db' }, (m) => (m.formatVersion = 2));
    await expect(verifyBackup(folder)).rejects.toThrow(/format \(2\) is newer/);
  });

  it('refuses a damaged manifest', async () => {
    backup({ 'database/caffee.sqlite': 'db' });
    fs.appendFileSync(path.join(folder, 'manifest.json'), '}');
    await expect(verifyBackup(folder)).rejects.toThrow(/not readable JSON/);
  });
});
