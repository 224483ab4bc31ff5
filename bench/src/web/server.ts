import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlags } from '../server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Account {
  type: string;
  status: string;
  email: string;
  password: string;
}

export interface WebServer {
  url: string;
  webDist: string;
  accounts: Account[];
  stop: () => Promise<void>;
}

/** A free loopback port, so the run never collides with the benchmark's or e2e's server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server as `npm start` does, on a fresh data directory with the demo data
 * set (the demo accounts are written to `<DATA_DIR>/demo-accounts.json`), serving the
 * production build of the web app (`apps/web/dist`, or `WEB_DIST`).
 */
export async function startWebServer(): Promise<WebServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  if (!fs.existsSync(main) || !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-bench-web-'));
  const port = await freePort();
  // Always the embedded SQLite file in the fresh directory: a DATABASE_URL left in the
  // environment (the benchmark's PostgreSQL) must not receive the demo data.
  const { DATABASE_URL: _db, UPLOAD_DIR: _uploads, PUBLIC_URL: _public, ...env } = process.env;
  const child = spawn(process.execPath, [...startFlags(), main], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAFFEE_DEMO: 'true',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '7200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 150 && !up && child.exitCode === null; i++) {
    up = await fetch(`${url}/api/health/live`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (!up) {
    await stop();
    throw new Error('The server did not start');
  }
  const accounts = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'),
  ) as Account[];
  return { url, webDist, accounts, stop };
}

export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** Signs in through the API, as the login page does. */
export async function signIn(url: string, account: Account): Promise<Session> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`Sign-in as ${account.email} failed: ${res.status}`);
  const { payload } = (await res.json()) as { payload: Session };
  return { accessToken: payload.accessToken, refreshToken: payload.refreshToken };
}
