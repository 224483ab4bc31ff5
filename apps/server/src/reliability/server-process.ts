import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { waitFor } from './wait.js';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles the server as `npm run build -w @caffee/server` does (build.mjs: same entry
 * points and options), into a folder of its own under dist/ so a build or an e2e run going
 * on at the same time is left alone, and the externals resolve from node_modules as for
 * the real dist/main.js. Takes about a second.
 */
export async function bundleServer(): Promise<{ dir: string; remove: () => void }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const dir = path.join(
    SERVER_ROOT,
    'dist',
    `.reliability-${crypto.randomBytes(4).toString('hex')}`,
  );
  await build({
    entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
    absWorkingDir: SERVER_ROOT,
    outdir: dir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@caffee/')),
    logLevel: 'warning',
  });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The environment of a server on `dataDir` (SQLite there unless `extra` names a
 * DATABASE_URL), none of the caller's own.
 */
function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'UPLOAD_DIR',
    'STORAGE_URL',
    'PUBLIC_URL',
    'SMTP_URL',
    'PORT',
    'HOST',
  ]) {
    delete env[key];
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    CAFFEE_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    // The write load is a dozen scripted clients on one account, the institute's user told of
    // every complaint: the limits meant for people (auth/limits.ts RATES) would refuse it.
    WRITE_LIMITS: 'false',
    MESSAGES_PER_HOUR: '100000',
    ...extra,
  };
}

/** `npm run admin:create` on the bundle: an administrator with a known password. */
export function createAdmin(
  bundle: string,
  dataDir: string,
  admin: { email: string; name: string; password: string },
  /** More environment (another database, a store): as the servers it is for are given. */
  extraEnv: Record<string, string> = {},
): void {
  const res = spawnSync(
    process.execPath,
    [path.join(bundle, 'cli.js'), 'create-admin', '--email', admin.email, '--name', admin.name],
    {
      env: serverEnv(dataDir, { ...extraEnv, CAFFEE_ADMIN_PASSWORD: admin.password }),
      encoding: 'utf8',
    },
  );
  if (res.status !== 0) throw new Error(`create-admin failed: ${res.stderr}${res.stdout}`);
}

/**
 * Runs a command of the bundled CLI (`backup`, `restore` ...) on `dataDir` without blocking
 * this process, so clients in it keep writing meanwhile.
 */
export function runCli(
  bundle: string,
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(bundle, 'cli.js'), ...args], {
    env: serverEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The last lines the process wrote, for a failure's message. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the bundled server on a free port and waits until it listens. `extraEnv` may point
 * it at PostgreSQL and a shared store, as several processes behind a load balancer.
 */
export async function startServer(
  bundle: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    env: serverEnv(dataDir, { ...extraEnv, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let url: string | undefined;
  let pending = '';
  // Read everything: a full pipe would block the server's (synchronous) logging.
  const take = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > 200) lines.shift();
      url ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  const output = () => lines.slice(-40).join('\n');
  await waitFor('the server to listen', () => {
    if (done) throw new Error(`The server exited at start:\n${output()}`);
    return url !== undefined;
  });
  return { child, url: url as string, output, exited };
}

/** SIGKILL: no shutdown hook, no flush, as a crash or the OOM killer. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  const { signal } = await server.exited;
  if (signal !== 'SIGKILL') throw new Error(`The server ended by ${signal} rather than SIGKILL`);
}

/** SIGTERM: the server's own graceful stop. */
export async function stopGracefully(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** An administrator for a server process's tests: `createAdmin` makes it, `signInAs` uses it. */
export interface TestAdmin {
  email: string;
  name: string;
  password: string;
}

/** A new administrator with a random password, under `email`. */
export const testAdmin = (email: string, name = 'Abdii Admin'): TestAdmin => ({
  email,
  name,
  password: crypto.randomBytes(12).toString('base64url'),
});

/** Signs in on a running server; its access token. */
export async function signInAs(url: string, admin: TestAdmin): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { payload: { accessToken: string } }).payload.accessToken;
}

/** A GET on a running server, with or without a token: its status and bytes. */
export async function getBytes(url: string, token: string | null, at: string) {
  const res = await fetch(`${url}${at}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
