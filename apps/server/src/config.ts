import path from 'node:path';
import { z } from 'zod';
import { RATES } from './auth/limits.js';
import { DEFAULT_SMS_BODY } from './sms/sender.js';

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
  /** `s3://bucket/prefix?endpoint=...`: uploads in an S3-compatible bucket (parseStorageUrl). */
  STORAGE_URL: z.string().optional(),
  /** The S3 region when STORAGE_URL gives none (the AWS SDK's own variable). */
  AWS_REGION: z.string().optional(),
  /** The address people open; used in mailed links. Required when CAFFEE_DEMO is off. */
  PUBLIC_URL: z.string().url().optional(),
  /** Seed the demo data set and demo accounts on first start (off for a real deployment). */
  CAFFEE_DEMO: flag.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Caffee <no-reply@caffee.local>'),
  /**
   * The SMS gateway's address, a template (`{to}`, `{text}`, `{id}`; docs/sms.md); unset, SMS
   * are written to `<DATA_DIR>/sms-outbox/`.
   */
  SMS_URL: z
    .string()
    .refine((v) => /^https?:\/\/[^/?#]/.test(v) && URL.canParse(v), 'must be an http(s) URL')
    .refine(
      (v) => !/^https?:\/\/[^/?#]*@/.test(v),
      'must not hold user:password@ (give them as an Authorization header in SMS_HEADERS)',
    )
    .optional(),
  SMS_METHOD: z.enum(['POST', 'GET']).default('POST'),
  /** A JSON object of the headers sent to the gateway (an API key): never logged or echoed. */
  SMS_HEADERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return {};
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        // JSON.parse's message quotes the text, which may hold a secret: not repeated here.
        parsed = undefined;
      }
      const ok =
        typeof parsed === 'object' &&
        parsed !== null &&
        !Array.isArray(parsed) &&
        Object.values(parsed).every((v) => typeof v === 'string');
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a JSON object of strings, e.g. {"Authorization":"Bearer ..."}',
        });
        return z.NEVER;
      }
      return parsed as Record<string, string>;
    }),
  /** The POST body, a template: JSON or form-encoded as SMS_HEADERS' content-type says. */
  SMS_BODY: z.string().default(DEFAULT_SMS_BODY),
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
  /** Seconds a client has to send a request's headers (a slower one is cut off: slowloris). */
  REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Seconds a request's body (an upload) may go without a byte arriving. The body may take as
   * long as it keeps coming, within the size limits: an upload over a slow link is not cut off.
   */
  UPLOAD_IDLE_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
  /** Mails, and SMS, one person is sent at once per hour; the rest wait for the daily digest. */
  MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(RATES.messagesPerHour),
  /** Rates of writes that tell someone (auth/limits.ts); off only for load tests. */
  WRITE_LIMITS: flag.default(true),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: 'sqlite'; file: string; synchronous?: 'full' | 'normal' }
    | { kind: 'postgres'; url: string };
  /** The local upload folder: the store itself, or (with S3) uploads being checked. */
  uploadDir: string;
  storage: { kind: 'disk' } | S3StorageConfig;
  outboxDir: string;
  publicUrl: string;
  demo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS sender's settings (sms/sender.ts); `url` unset: the SMS outbox folder. */
  sms: {
    url?: string;
    method: 'POST' | 'GET';
    /** May hold an API key: never logged. */
    headers: Record<string, string>;
    body: string;
    outboxDir: string;
  };
  logLevel: string;
  trustProxy: boolean;
  webDist: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  resetTokenTtl: number;
  /** Milliseconds a client has to send a request's headers (REQUEST_TIMEOUT, in seconds). */
  requestTimeoutMs: number;
  /** Milliseconds a request's body may go without a byte (UPLOAD_IDLE_TIMEOUT, in seconds). */
  uploadIdleTimeoutMs: number;
  /** The bearer token /api/metrics asks for; undefined: metrics are off. */
  metricsToken: string | undefined;
  /** Immediate messages per person, channel and hour (MESSAGES_PER_HOUR). */
  messagesPerHour: number;
  /** Whether writes that tell someone are rate-limited (WRITE_LIMITS). */
  writeLimits: boolean;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Key prefix without slashes at either end; '' for the bucket's root. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From the URL's user:password; otherwise the AWS SDK's standard chain is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const S3_OPTIONS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * `s3://[key:secret@]bucket[/prefix][?endpoint=URL&region=R&forcePathStyle=true]`. A mistake
 * stops the server at start rather than failing the first upload.
 */
export function parseStorageUrl(value: string, defaultRegion?: string): S3StorageConfig {
  const bad = (why: string) => new Error(`STORAGE_URL: ${why}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw bad('not a URL; expected s3://bucket/prefix?endpoint=...');
  }
  if (url.protocol !== 's3:') throw bad('only s3:// is supported (unset it for local disk)');
  if (!url.hostname) throw bad('the bucket is missing (s3://bucket/...)');
  for (const k of url.searchParams.keys()) {
    if (!S3_OPTIONS.has(k))
      throw bad(`unknown option "${k}" (known: ${[...S3_OPTIONS].join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw bad('endpoint must be an http(s) URL');
  }
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(pathStyle)) throw bad('forcePathStyle must be true or false');
  if (Boolean(url.username) !== Boolean(url.password)) {
    throw bad('give both the access key and the secret (key:secret@), or neither');
  }
  return {
    kind: 's3',
    bucket: decodeURIComponent(url.hostname),
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: url.searchParams.get('region') ?? defaultRegion ?? 'us-east-1',
    forcePathStyle: pathStyle === 'true',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Mailed links (password reset, registration) and the calendar feed carry this address;
  // a real deployment left on the localhost fallback would mail links nobody can open.
  if (!e.CAFFEE_DEMO && e.PUBLIC_URL === undefined) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL must be set for a real deployment (CAFFEE_DEMO=false): ' +
        'the address people open, used in mailed links, e.g. https://caffee.example.org',
    );
  }
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
    storage: e.STORAGE_URL ? parseStorageUrl(e.STORAGE_URL, e.AWS_REGION) : { kind: 'disk' },
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demo: e.CAFFEE_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: {
      url: e.SMS_URL,
      method: e.SMS_METHOD,
      headers: e.SMS_HEADERS,
      body: e.SMS_BODY,
      outboxDir: path.join(dataDir, 'sms-outbox'),
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    resetTokenTtl: e.RESET_TOKEN_TTL,
    requestTimeoutMs: e.REQUEST_TIMEOUT * 1000,
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT * 1000,
    metricsToken: e.METRICS_TOKEN,
    messagesPerHour: e.MESSAGES_PER_HOUR,
    writeLimits: e.WRITE_LIMITS,
  };
}
