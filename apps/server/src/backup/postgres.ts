import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './files.js';

interface ToolVersion {
  /** As the tool prints it: `15.20 (Debian 15.20-0+deb12u1)`. */
  version: string;
  major: number;
}

/** The version of a PostgreSQL client tool on PATH, or a clear refusal when there is none. */
function toolVersion(tool: 'pg_dump' | 'pg_restore', need: string): ToolVersion {
  const res = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) {
    throw new BackupError(
      `${tool} is not on PATH: install the PostgreSQL client tools (${need}) and try again`,
    );
  }
  const version = /\(PostgreSQL\)\s+(.+)$/m.exec(res.stdout)?.[1]?.trim() ?? res.stdout.trim();
  return { version, major: parseInt(version, 10) };
}

/** Runs `fn` on one connection to `url`. */
async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The connection for a client tool: the URL without its password (a command line is visible
 * to every user of the machine in `ps`), the password in PGPASSWORD.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a client tool to its end; a failure is told with the tool's last line of complaint. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (err) => reject(new BackupError(`${tool} could not start: ${err.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const last = stderr.trim().split('\n').at(-1) ?? '';
      reject(new BackupError(`${tool} failed (exit ${code}): ${last}`));
    });
  });
}

export interface PostgresDump {
  serverVersion: string;
  dumpVersion: string;
  migration: string;
}

/**
 * Dumps the whole database named in `url` with `pg_dump --format=custom` (one consistent
 * snapshot, taken while the servers keep writing). pg_dump refuses a server newer than
 * itself, so that is checked first and said plainly.
 */
export async function dumpPostgres(url: string, file: string): Promise<PostgresDump> {
  const { server, migration } = await withClient(url, async (c) => {
    const version = await c.query<{ v: string; n: string }>(
      "select current_setting('server_version') as v, current_setting('server_version_num') as n",
    );
    const applied = await c
      .query<{ name: string }>('select name from kysely_migration order by name desc limit 1')
      .catch(() => ({ rows: [] }));
    const row = version.rows[0] as { v: string; n: string };
    return {
      server: { version: row.v, major: Math.floor(Number(row.n) / 10000) },
      migration: applied.rows[0]?.name,
    };
  });
  if (!migration) {
    throw new BackupError(
      'The database in DATABASE_URL holds no Caffee tables: nothing to back up',
    );
  }
  const tool = toolVersion('pg_dump', `pg_dump ${server.major} or newer`);
  if (tool.major < server.major) {
    throw new BackupError(
      `pg_dump ${tool.version} cannot dump this PostgreSQL ${server.version} server: install pg_dump ${server.major} or newer (the PostgreSQL ${server.major} client tools)`,
    );
  }
  const conn = toolConnection(url);
  await runTool(
    'pg_dump',
    ['--format=custom', `--file=${file}`, `--dbname=${conn.dbname}`],
    conn.env,
  );
  return { serverVersion: server.version, dumpVersion: tool.version, migration };
}

/**
 * Checks that a dump can be restored into the database named in `url` — pg_restore is there
 * and new enough, the database holds no tables unless `replace` (then what the dump holds
 * is dropped first) — and gives the restore to run once the rest is in place. One
 * transaction: a failed restore leaves the database as it was.
 */
export async function preparePostgresRestore(
  url: string,
  o: { dumpVersion: string | undefined; replace: boolean },
): Promise<(file: string) => Promise<void>> {
  const dumpMajor = parseInt(o.dumpVersion ?? '0', 10) || 0;
  const tool = toolVersion('pg_restore', `pg_restore ${dumpMajor || 'of the dump'} or newer`);
  if (tool.major < dumpMajor) {
    throw new BackupError(
      `pg_restore ${tool.version} cannot read a dump made by pg_dump ${o.dumpVersion}: install pg_restore ${dumpMajor} or newer`,
    );
  }
  const tables = await withClient(url, async (c) => {
    const res = await c.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(res.rows[0]?.n ?? 0);
  });
  if (tables > 0 && !o.replace) {
    throw new BackupError(
      `The database in DATABASE_URL already holds ${tables} tables: restore into a new, empty database (createdb), or pass --force to replace what it holds`,
    );
  }
  const conn = toolConnection(url);
  return (file) =>
    runTool(
      'pg_restore',
      [
        `--dbname=${conn.dbname}`,
        // The restoring user owns what it restores: the dump may come from another cluster.
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(tables > 0 ? ['--clean', '--if-exists'] : []),
        file,
      ],
      conn.env,
    );
}
