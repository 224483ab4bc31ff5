import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserStatus, UserType } from '@caffee/contract';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp, LOG_REDACT } from '../app.js';
import { prepare } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { connect, type Db } from '../db/connect.js';
import type { UserRow } from '../db/database.js';
import type { Services } from '../services.js';
import { createAccount, generatePassword } from '../records/access/users/create.js';

export type TestDb = 'sqlite' | 'postgres';
/** Which database this run of the API suite uses (scripts/test-api.mjs runs it once per kind). */
export const TEST_DB: TestDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  services: Services;
  dataDir: string;
  request: (options: TestRequest) => Promise<TestResponse>;
  createUser: (options?: Partial<NewTestUser>) => Promise<{ user: TestUser; password: string }>;
  login: (email: string, password: string) => Promise<LoginTokens>;
  /** A user of the given type, signed in. */
  signedIn: (options?: Partial<NewTestUser>) => Promise<{ user: TestUser; token: string }>;
  outbox: () => { to: string; subject: string; text: string; calendar?: string | null }[];
  /** The SMS sent, oldest first. */
  smsOutbox: () => { to: string; text: string }[];
  close: () => Promise<void>;
}

/** A test's account: always with an email, which it signs in with. */
export type TestUser = UserRow & { email: string };

export interface NewTestUser {
  type: UserType;
  status: UserStatus;
  email: string;
  name: string;
  instituteId: number | null;
}

export interface TestRequest {
  method: InjectOptions['method'];
  url: string;
  token?: string;
  body?: unknown;
  query?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
  headers: Record<string, unknown>;
}

export interface LoginTokens {
  accessToken: string;
  refreshToken: string;
}

/** A new name for a PostgreSQL schema of this run (test/global-setup.ts drops what is left). */
export function newSchemaName(): string {
  return `${inject('schemaPrefix')}${crypto.randomBytes(6).toString('hex')}`;
}

/** Any number: the advisory lock between migrations and drops below. */
const SCHEMA_LOCK = 37_001;

/**
 * Runs `work` while holding the schemas' advisory lock on PostgreSQL: `shared` for whatever
 * migrates (any number of files side by side), `alone` to drop a schema. Test files run side by
 * side, and Kysely's migrator reads every schema's tables: a schema dropped meanwhile failed
 * that file with "schema does not exist". (Keeping every schema to the run's end instead made
 * each migration slower as they piled up: 215 s for the PostgreSQL run against about 160.)
 * On SQLite it just runs `work`.
 */
export async function withSchemaLock<T>(
  mode: 'shared' | 'alone',
  work: () => Promise<T>,
): Promise<T> {
  if (TEST_DB !== 'postgres') return work();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(
      mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await work();
  } finally {
    await admin.end(); // the session's end releases its advisory locks
  }
}

/** One statement on the test database, on a connection of its own. */
async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A fresh schema in the test database. */
async function postgresSchema(): Promise<string> {
  const schema = newSchemaName();
  await adminQuery(`create schema ${schema}`);
  return schema;
}

/** Drops a schema of this run once no file is migrating. */
export async function dropSchema(schema: string): Promise<void> {
  await withSchemaLock('alone', () => adminQuery(`drop schema ${schema} cascade`));
}

/**
 * A database of the test's kind with nothing in it, not migrated (a migration's own test
 * builds the schema as it was before it): a schema of its own on PostgreSQL, a file on
 * SQLite. `close` closes it and drops the schema.
 */
export async function emptyDatabase(): Promise<{
  database: Db;
  /** PostgreSQL's schema (the migrator's own table goes there too). */
  schema?: string;
  close: () => Promise<void>;
}> {
  if (TEST_DB === 'postgres') {
    const schema = await postgresSchema();
    const database = connect(
      { kind: 'postgres', url: TEST_DATABASE_URL },
      { searchPath: schema, poolSize: 2 },
    );
    const close = async () => {
      await database.close();
      await dropSchema(schema);
    };
    return { database, schema, close };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-migration-'));
  const database = connect({ kind: 'sqlite', file: path.join(dir, 'caffee.db') });
  return { database, close: () => database.close() };
}

/** A migrated, empty database and the server on it, driven through Fastify's inject. */
export async function createTestServer(
  env: Record<string, string> = {},
  options: { logLines?: string[] } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-test-'));
  let database: Db;
  let schema: string | undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    CAFFEE_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    // A test file writes as fast as a script, and one account hears of all of it: the limits
    // meant for people (auth/limits.ts RATES) are on where a test asks for them
    // (notifications/flood.api.test.ts passes WRITE_LIMITS and MESSAGES_PER_HOUR).
    WRITE_LIMITS: 'false',
    MESSAGES_PER_HOUR: '100000',
    ...(TEST_DB === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
    ...env,
  });
  if (config.database.kind === 'postgres') {
    schema = await postgresSchema();
    database = connect(config.database, { searchPath: schema, poolSize: 4 });
  } else {
    // Starts from the run's migrated file (test/global-setup.ts), unless the test opens a
    // database that is already there (a second process on the same file).
    const { file } = config.database;
    const template = inject('sqliteTemplate');
    if (template && file !== ':memory:' && !fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.copyFileSync(template, file);
    }
    database = connect(config.database);
  }
  // With logLines, the server logs as in production (redaction included) into that array.
  const logger = options.logLines
    ? pino(
        { level: 'info', redact: LOG_REDACT },
        { write: (line: string) => options.logLines?.push(line) },
      )
    : pino({ level: 'silent' });
  const services = await withSchemaLock('shared', () => prepare(config, database, logger));
  const app = await buildApp(services, options.logLines ? { logger } : {});
  await app.ready();

  const request = async (o: TestRequest): Promise<TestResponse> => {
    const res = await app.inject({
      method: o.method,
      url: o.query ? `${o.url}?${o.query}` : o.url,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
    });
    // Mail the request queued is sent before the test reads the outbox.
    await services.mailQueue.idle();
    let body: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').includes('json')) body = res.json();
    return { status: res.statusCode, body, headers: res.headers };
  };

  let counter = 0;
  const createUser = async (o: Partial<NewTestUser> = {}) => {
    counter += 1;
    const password = generatePassword();
    const type = o.type ?? 'member';
    const user = await createAccount(services, {
      name: o.name ?? `Test ${type} ${counter}`,
      email: o.email ?? `${type}${counter}-${crypto.randomBytes(3).toString('hex')}@test.example`,
      password,
      type,
      status: o.status ?? 'active',
      instituteId: o.instituteId ?? null,
    });
    return { user: user as TestUser, password };
  };

  const login = async (email: string, password: string): Promise<LoginTokens> => {
    const res = await request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email, password },
    });
    if (res.status !== 200)
      throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.payload as LoginTokens;
  };

  return {
    app,
    services,
    dataDir,
    request,
    createUser,
    login,
    signedIn: async (o = {}) => {
      const { user, password } = await createUser(o);
      return { user, token: (await login(user.email, password)).accessToken };
    },
    outbox: () => {
      const dir = services.config.outboxDir;
      return readOutbox(dir);
    },
    smsOutbox: () => readOutbox(services.config.sms.outboxDir),
    close: async () => {
      await app.close();
      await database.close();
      if (schema) await dropSchema(schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The messages a file outbox holds (mail/outbox.ts), oldest first. */
function readOutbox<T>(dir: string): T[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as T);
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ApiOptions {
  body?: unknown;
  query?: string;
  token?: string;
}

/**
 * `api(method, 'path', { body, query, token })` under /api/v1, signed in as `defaultToken()`
 * unless a token is given. Both are read lazily: tests assign them in beforeAll.
 */
export function apiFor(server: () => TestServer, defaultToken: () => string) {
  return (method: ApiMethod, url: string, o: ApiOptions = {}) =>
    server().request({
      method,
      url: `/api/v1/${url}`,
      token: o.token ?? defaultToken(),
      ...(o.body !== undefined ? { body: o.body } : {}),
      ...(o.query ? { query: o.query } : {}),
    });
}
