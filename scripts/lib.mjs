// Shared by `npm start` and `npm test`: install what is missing, build what changed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (res.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(target, entry)));
  }
  return max;
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && newest(marker) >= newest(lock)) return;
  console.log('Installing dependencies (npm ci)...');
  // better-sqlite3 compiles from source here (no prebuilt binary can be fetched): node-gyp
  // compiles its two files side by side with JOBS=max instead of one after the other.
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: { ...process.env, JOBS: 'max' } });
}

const SOURCES = [
  'package-lock.json',
  'packages/contract/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
];
const STAMP = path.join(root, 'apps/server/dist/.build-stamp');

/** Builds the web app and the server when any source is newer than the last build. */
export function ensureBuild({ force = false } = {}) {
  const sourcesChanged = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
  const built = fs.existsSync(path.join(root, 'apps/web/dist/index.html')) ? newest(STAMP) : 0;
  if (!force && built >= sourcesChanged) return;
  console.log('Building the web app and the server...');
  run('npm', ['run', 'build']);
  fs.writeFileSync(STAMP, new Date().toISOString());
}
