import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where the SQLite file, uploads, outbox and demo credentials live. */
  DATA_DIR: z.string().default('data'),
  /** `postgres://...` switches from the embedded SQLite file to PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  /**
   * SQLite's `synchronous`: `full` (the default) makes every acknowledged write survive a power
   * cut (one flush to disk per commit); `normal` survives a crash of the process but may lose
   * the last moments' writes when the power goes, for less disk work.
   */
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal']).default('full'),
  UPLOAD_DIR: z.string().optional(),
  /** The address people open; used in mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  /** Seed the demo data set and demo accounts on first start (off for a real deployment). */
  CAFFEE_DEMO: flag.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Caffee <no-reply@caffee.local>'),
  /** Behind a reverse proxy: believe its X-Forwarded-For (never on a directly exposed server). */
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(10)
    .default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  RESET_TOKEN_TTL: z.coerce.number().int().min(60).default(3600),
  /**
   * Serves Prometheus metrics at /api/metrics to requests bearing this token; unset, that
   * address answers 404. Long enough not to be guessed.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Seconds a client has to send a whole request, headers and body (slow clients are cut off). */
  REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: 'sqlite'; file: string; synchronous?: 'full' | 'normal' }
    | { kind: 'postgres'; url: string };
  uploadDir: string;
  outboxDir: string;
  publicUrl: string;
  demo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  webDist: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  resetTokenTtl: number;
  /** Milliseconds a client has to send a whole request (REQUEST_TIMEOUT, in seconds). */
  requestTimeoutMs: number;
  /** The bearer token /api/metrics asks for; undefined: metrics are off. */
  metricsToken: string | undefined;
}

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isPostgres = e.DATABASE_URL?.startsWith('postgres') ?? false;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database:
      isPostgres && e.DATABASE_URL
        ? { kind: 'postgres', url: e.DATABASE_URL }
        : {
            kind: 'sqlite',
            file: e.DATABASE_URL ?? path.join(dataDir, 'caffee.sqlite'),
            synchronous: e.SQLITE_SYNCHRONOUS,
          },
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demo: e.CAFFEE_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    resetTokenTtl: e.RESET_TOKEN_TTL,
    requestTimeoutMs: e.REQUEST_TIMEOUT * 1000,
    metricsToken: e.METRICS_TOKEN,
  };
}
