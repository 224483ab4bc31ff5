import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createSmsSender, type Sms } from './sender.js';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const amharic: Sms = {
  to: '+251911234567',
  text: 'አዲስ ጥያቄ፦ "ውሃ" & {id} https://caffee.example.org/go/questions/7?a=1&b=2',
  id: 'notification-42-sms',
};

let server: http.Server;
let base: string;
let received: Received[] = [];
let status = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 300 ? '{"status":"queued"}' : '{"error":"gateway down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  status = 200;
});

/** A logger that keeps its lines, to check what is (not) logged. */
function recordingLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

describe('the generic HTTP provider', () => {
  it('posts the JSON template with each field JSON-escaped, by default', async () => {
    const { log, lines } = recordingLog();
    const sender = createSmsSender(
      { url: `${base}/sms/send`, headers: { Authorization: 'Bearer s3cret-key' }, outboxDir: '' },
      log,
    );
    await sender.send(amharic);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/sms/send');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer s3cret-key');
    expect(JSON.parse(request!.body)).toEqual({
      to: amharic.to,
      text: amharic.text,
      reference: amharic.id,
    });
    expect(lines.join('')).toContain('sms sent');
    expect(lines.join('')).not.toContain('s3cret-key');
  });

  it('form-encodes the body when the headers say so, and fills the URL encoded', async () => {
    const sender = createSmsSender(
      {
        url: `${base}/send?key=s3cret-key&ref={id}&to={to}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'from=Caffee&to={to}&message={text}&ref={id}',
        outboxDir: '',
      },
      pino({ level: 'silent' }),
    );
    await sender.send(amharic);
    const [request] = received;
    expect(request!.url).toBe(`/send?key=s3cret-key&ref=${amharic.id}&to=%2B251911234567`);
    const form = new URLSearchParams(request!.body);
    expect(Object.fromEntries(form)).toEqual({
      from: 'Caffee',
      to: amharic.to,
      message: amharic.text,
      ref: amharic.id,
    });
  });

  it('sends a GET with the fields in the URL and no body', async () => {
    const sender = createSmsSender(
      { url: `${base}/api?phone={to}&msg={text}`, method: 'GET', outboxDir: '' },
      pino({ level: 'silent' }),
    );
    await sender.send(amharic);
    const [request] = received;
    expect(request!.method).toBe('GET');
    expect(request!.body).toBe('');
    const query = new URL(request!.url, base).searchParams;
    expect(query.get('phone')).toBe(amharic.to);
    expect(query.get('msg')).toBe(amharic.text);
  });

  it('rejects on a non-2xx answer, with the status but not the URL or its key', async () => {
    status = 500;
    const sender = createSmsSender(
      { url: `${base}/send?key=s3cret-key`, outboxDir: '' },
      pino({ level: 'silent' }),
    );
    const error = await sender.send(amharic).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain('500');
    expect(error!.message).toContain('gateway down');
    expect(error!.message).not.toContain('s3cret-key');
    expect(received).toHaveLength(1);
  });

  it('rejects when the gateway cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sender = createSmsSender(
      { url: `http://127.0.0.1:${port}/send?key=s3cret-key`, outboxDir: '' },
      pino({ level: 'silent' }),
    );
    const error = await sender.send(amharic).catch((e: unknown) => e as Error);
    expect(error!.message).toMatch(/SMS gateway http:\/\/127\.0\.0\.1:\d+ not reached: .+/);
    expect(error!.message).not.toContain('s3cret-key');
    expect(error!.cause).toBeUndefined();
  });

  it('refuses an id that cannot be a file name or a reference', async () => {
    const sender = createSmsSender(
      { url: `${base}/send`, outboxDir: '' },
      pino({ level: 'silent' }),
    );
    await expect(sender.send({ ...amharic, id: '../etc/passwd' })).rejects.toThrow(/SMS id/);
    expect(received).toHaveLength(0);
  });
});

describe('the outbox', () => {
  it('writes <id>.json once, owner-only, and overwrites it on a resend', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-sms-')), 'sms-outbox');
    const { log, lines } = recordingLog();
    const sender = createSmsSender({ outboxDir: dir }, log);
    await sender.send(amharic);
    const file = path.join(dir, `${amharic.id}.json`);
    const first = JSON.parse(fs.readFileSync(file, 'utf8'));
    // 70 UTF-16 code units of UCS-2: one message exactly.
    expect(first).toMatchObject({ ...amharic, encoding: 'UCS-2', segments: 1 });
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    if (process.platform !== 'win32') {
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(lines.join('')).toContain(file);

    const resent = `${amharic.text}!`;
    await sender.send({ ...amharic, text: resent });
    expect(fs.readdirSync(dir)).toEqual([`${amharic.id}.json`]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
      text: resent,
      encoding: 'UCS-2',
      segments: 2,
    });
    await sender.send({ ...amharic, text: "Gaaffii haaraa: Waa'ee bishaanii." });
    expect(fs.readdirSync(dir)).toEqual([`${amharic.id}.json`]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
    });
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});

describe('the SMS settings (config.ts)', () => {
  it('default to the outbox in the data folder and a JSON body', () => {
    const sms = loadConfig({ DATA_DIR: '/srv/caffee' }).sms;
    expect(sms).toEqual({
      url: undefined,
      method: 'POST',
      headers: {},
      body: '{"to":"{to}","text":"{text}","reference":"{id}"}',
      outboxDir: path.resolve('/srv/caffee', 'sms-outbox'),
    });
  });

  it('read the gateway, its method and headers', () => {
    const sms = loadConfig({
      SMS_URL: 'https://sms.example.et/send?to={to}',
      SMS_METHOD: 'GET',
      SMS_HEADERS: '{"X-Api-Key":"s3cret-key"}',
    }).sms;
    expect(sms).toMatchObject({
      url: 'https://sms.example.et/send?to={to}',
      method: 'GET',
      headers: { 'X-Api-Key': 's3cret-key' },
    });
  });

  it('refuse bad values without repeating a header secret', () => {
    for (const SMS_HEADERS of ['{X-Api-Key: s3cret-key}', '{"X-Api-Key":42}', '["s3cret-key"]']) {
      let message = '';
      try {
        loadConfig({ SMS_HEADERS });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toContain('SMS_HEADERS');
      expect(message).not.toContain('s3cret-key');
    }
    expect(() => loadConfig({ SMS_URL: 'ftp://sms.example.et' })).toThrow(/SMS_URL/);
    let message = '';
    try {
      loadConfig({ SMS_URL: 'https://caffee:s3cret-key@sms.example.et/send' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('SMS_URL: must not hold user:password@');
    expect(message).not.toContain('s3cret-key');
    expect(() => loadConfig({ SMS_METHOD: 'PUT' })).toThrow(/SMS_METHOD/);
  });
});
