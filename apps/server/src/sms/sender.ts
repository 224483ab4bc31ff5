import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { smsEncoding, smsSegments } from './segments.js';

export interface Sms {
  /** The recipient's number, as the gateway expects it (e.g. +2519...). */
  to: string;
  text: string;
  /**
   * A stable key for this message: the gateway's client reference (its idempotency key, where it
   * has one) and the outbox file's name, so a resend after a crash overwrites, not duplicates.
   * Letters, digits, '.', '_' and '-', at most 100, not starting with '.', '_' or '-' (SMS_ID).
   */
  id: string;
}

/**
 * The adapter a provider implements (docs/sms.md): resolves once the provider has accepted the
 * message, rejects otherwise (the queue retries). It may be called again with the same `id`.
 */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

export interface SmsSenderOptions {
  /** The generic HTTP provider's address, a template (`{to}`, `{text}`, `{id}`); unset: the outbox. */
  url?: string;
  method?: 'POST' | 'GET';
  /** Sent as they are; may hold the API key, so they are never logged. */
  headers?: Record<string, string>;
  /** The POST body, a template; JSON or form-encoded as the `content-type` header says. */
  body?: string;
  outboxDir: string;
}

export const DEFAULT_SMS_BODY = '{"to":"{to}","text":"{text}","reference":"{id}"}';
const TIMEOUT_MS = 15_000;

/**
 * Sends through the generic HTTP provider when `url` is set; otherwise writes each message to
 * `<outboxDir>/<id>.json` and logs where, as the mailer does for mail (mail/mailer.ts).
 */
export function createSmsSender(options: SmsSenderOptions, log: FastifyBaseLogger): SmsSender {
  const sender = options.url
    ? httpSender({ ...options, url: options.url }, log)
    : outboxSender(options, log);
  return {
    send(sms) {
      // Checked on both paths, so an id that would fail as a file name fails in development too.
      if (!SMS_ID.test(sms.id)) {
        return Promise.reject(new Error(`unusable SMS id ${JSON.stringify(sms.id)}`));
      }
      return sender.send(sms);
    },
  };
}

/** What an id may be: it names the outbox file and is the gateway's reference. */
export const SMS_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

type Fields = Record<'to' | 'text' | 'id', string>;

/** Replaces `{to}`, `{text}` and `{id}` in one pass (a text holding "{id}" stays as it is). */
export function fillTemplate(template: string, fields: Fields, escape: (v: string) => string) {
  return template.replace(/\{(to|text|id)\}/g, (_, name: keyof Fields) => escape(fields[name]));
}

const escapes = {
  url: encodeURIComponent,
  /** Inside a JSON string literal: what JSON.stringify writes between the quotes. */
  json: (v: string) => JSON.stringify(v).slice(1, -1),
  /** application/x-www-form-urlencoded, as URLSearchParams writes a value. */
  form: (v: string) => new URLSearchParams({ v }).toString().slice(2),
};

function httpSender(
  options: SmsSenderOptions & { url: string },
  log: FastifyBaseLogger,
): SmsSender {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = { ...options.headers };
  const template = options.body ?? DEFAULT_SMS_BODY;
  const typeKey = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
  // Without a content-type, the template's shape says which it is (the default is JSON).
  if (method === 'POST' && typeKey === undefined) {
    headers['content-type'] = /^\s*[[{]/.test(template)
      ? 'application/json'
      : 'application/x-www-form-urlencoded';
  }
  const type = headers[typeKey ?? 'content-type'] ?? '';
  const bodyEscape = /[/+]json\b/i.test(type) ? escapes.json : escapes.form;
  // Only the origin is ever logged or put in an error: the path or query may carry a key.
  const gateway = originOf(options.url);

  return {
    async send(sms) {
      const fields = { to: sms.to, text: sms.text, id: sms.id };
      const url = fillTemplate(options.url, fields, escapes.url);
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: method === 'POST' ? fillTemplate(template, fields, bodyEscape) : undefined,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        // Not attached as `cause`: fetch's own message may quote the URL, and a key in it.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`SMS gateway ${gateway} not reached: ${reason(err, url, gateway)}`);
      }
      const answer = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
      if (!response.ok) {
        throw new Error(
          `SMS gateway ${gateway} answered ${response.status}` +
            (answer ? `: ${answer.slice(0, 200)}` : ''),
        );
      }
      log.info({ to: sms.to, smsId: sms.id, segments: smsSegments(sms.text), gateway }, 'sms sent');
    },
  };
}

function outboxSender(options: SmsSenderOptions, log: FastifyBaseLogger): SmsSender {
  return {
    async send(sms) {
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, `${sms.id}.json`);
      const record = {
        to: sms.to,
        text: sms.text,
        id: sms.id,
        encoding: smsEncoding(sms.text),
        segments: smsSegments(sms.text),
        createdAt: new Date().toISOString(),
      };
      // Written beside and renamed over: a crash never leaves half a file under the id's name.
      const partial = `${file}.${crypto.randomUUID()}.partial`;
      await fs.writeFile(partial, JSON.stringify(record, null, 2) + '\n', { mode: 0o600 });
      await fs.rename(partial, file);
      log.info({ to: sms.to, smsId: sms.id, file }, 'sms written to outbox');
    },
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid SMS_URL)';
  }
}

/** Why fetch failed, in words that never quote the URL (only its origin). */
function reason(err: unknown, url: string, gateway: string): string {
  if (err instanceof Error && err.name === 'TimeoutError') {
    return `no answer in ${TIMEOUT_MS / 1000} s`;
  }
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
  const text = cause ?? (err instanceof Error ? err.message : String(err));
  return text.split(url).join(gateway);
}
