// `npm run security:scan`: Debian's sqlmap against the running server's list, filter,
// sort and search parameters (signed in as an administrator); fails on any finding and
// keeps its report in security/sqlmap-report.txt.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuild();
if (spawnSync('which', ['sqlmap']).status !== 0) {
  console.log('Installing sqlmap from Debian packages...');
  spawnSync('apt-get', ['install', '-y', '-qq', 'sqlmap'], { stdio: 'inherit' });
}

const port = 8198;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-scan-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (
  let i = 0;
  i < 100 &&
  !(await fetch(`${base}/api/health/live`).then(
    (r) => r.ok,
    () => false,
  ));
  i++
) {
  await new Promise((r) => setTimeout(r, 300));
}

// Parameters as the web app sends them; `*` marks a path segment to inject into.
const TARGETS = [
  [
    '/api/v1/news-feeds?locale=en&search=water&filter[status]=published&sorting[publishedAt]=desc&pagination[page]=1',
    'search,filter[status],sorting[publishedAt],pagination[page],locale',
  ],
  [
    '/api/v1/complains?search=bishaan&filter[status]=submitted&filter[createdAt][gte]=2026-01-01&sorting[subject]=asc',
    'search,filter[status],filter[createdAt][gte],sorting[subject]',
  ],
  [
    '/api/v1/users?search=caffee&filter[type]=mc&filter[id][in][]=1&sorting[name]=asc',
    'search,filter[type],filter[id][in][],sorting[name]',
  ],
  ['/api/v1/enacted-laws/search?q=land&locale=en', 'q'],
  ['/api/v1/kebeles?filter[woredaId]=1&search=ganda', 'filter[woredaId],search'],
  ['/api/v1/institutes/1*?locale=om', ''],
];

// Terminal escape codes sqlmap writes even without colours, kept out of the report.
const ESC = String.fromCharCode(27);
const TERMINAL_CODES = new RegExp(`${ESC}\\[[0-9;?]*[A-Za-z]|${ESC}[()][A-Z0-9]|${ESC}[=>]`, 'g');

let report = '';
let findings = 0;
try {
  const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'));
  const admin = accounts.find((a) => a.type === 'admin');
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  }).then((r) => r.json());
  for (const [url, params] of TARGETS) {
    console.log(`sqlmap: ${url}`);
    const args = [
      '-u',
      `${base}${url}`,
      '--headers',
      `Authorization: Bearer ${login.payload.accessToken}`,
      '--batch',
      '--level=2',
      '--risk=1',
      '--threads=4',
      '--timeout=10',
      '--time-sec=2',
      '--flush-session',
      '--output-dir',
      path.join(dataDir, 'sqlmap'),
      '--disable-coloring',
      ...(params ? ['-p', params] : []),
    ];
    const run = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const out = `${run.stdout}${run.stderr}`.replace(TERMINAL_CODES, '');
    const found =
      /is vulnerable|identified the following injection point|appears to be injectable/i.test(out);
    if (found) findings += 1;
    report += `\n=== ${url}\n${found ? 'FINDING' : 'no injection found'}\n${out.replace(/Bearer [\w.-]+/g, 'Bearer <redacted>')}`;
  }
} finally {
  server.kill('SIGTERM');
}
const header = `sqlmap scan ${new Date().toISOString()}: ${TARGETS.length} targets, ${findings} finding(s)\n`;
fs.mkdirSync(path.join(root, 'security'), { recursive: true });
fs.writeFileSync(path.join(root, 'security/sqlmap-report.txt'), header + report);
console.log(header.trim());
process.exit(findings > 0 ? 1 : 0);
