import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The Node flags `npm start` runs the server with (package.json's `start` script): the
 * benchmarks start `dist/main.js` with the same, so they measure the server as it runs.
 */
export function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((arg) => /^--[\w-]+(=\S+)?$/.test(arg));
}

export interface BenchServer {
  url: string;
  /** The highest resident memory seen so far, in MB. */
  peakRssMb: () => number;
  stop: () => Promise<void>;
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Starts the built server (one process, as `npm start` runs it) on the benchmark data; `env`
 * overrides its settings (the import benchmark starts the demo council on an empty database).
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('Build first: npm run build');
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      CAFFEE_DEMO: 'false',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '7200',
      // The load is scripted writes by a few accounts: the limits meant for people would refuse it.
      WRITE_LIMITS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/api/health/live`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(child.pid ?? 0))), 250);
  return {
    url,
    peakRssMb: () => Math.round(Math.max(peak, rssMb(child.pid ?? 0))),
    stop: async () => {
      clearInterval(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The demo council's server on an empty database of its own (SQLite in a new folder, or a
 * PostgreSQL database `name` made afresh), with its administrator signed in: what the import
 * and document benchmarks start from. `stop` also removes the folder.
 */
export async function demoCouncil(
  database: 'sqlite' | 'postgres',
  name: string,
  port: number,
): Promise<BenchServer & { auth: { authorization: string } }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  if (database === 'postgres') {
    const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    process.env.DATABASE_URL = url.replace(/\/[^/]*$/, `/${name}`);
  } else delete process.env.DATABASE_URL;
  const server = await startServer(dataDir, port, { CAFFEE_DEMO: 'true' });
  const accounts = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'),
  ) as { type: string; email: string; password: string }[];
  const admin = accounts.find((a) => a.type === 'admin');
  const login = (await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin?.email, password: admin?.password }),
  }).then((r) => r.json())) as { payload: { accessToken: string } };
  return {
    ...server,
    auth: { authorization: `Bearer ${login.payload.accessToken}` },
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A results file's first line: when, on what machine, and how loaded it was at the end. */
export const machineLine = () =>
  `${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')} at the end.`;
