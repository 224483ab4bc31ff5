import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xhrTransport, type ApiRequest, type UploadProgress } from './client';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: string;
}

let server: http.Server;
let origin = '';
const seen: Seen[] = [];

// A real HTTP server: jsdom's XMLHttpRequest sends over the network, across origins (CORS).
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, accept-language');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') return void res.end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        body,
      });
      if (req.url?.startsWith('/refused')) {
        res.writeHead(403, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ message: 'Forbidden', code: 'forbidden' }));
      }
      if (req.url?.startsWith('/csv')) {
        res.writeHead(200, { 'content-type': 'text/csv' });
        return void res.end('id,name\n1,Adama\n');
      }
      if (req.url?.startsWith('/empty')) return void res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ payload: { method: req.method, url: req.url } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (overrides: Partial<ApiRequest> & { url: string }): ApiRequest => ({
  method: 'get',
  headers: new Headers(),
  ...overrides,
  url: `${origin}${overrides.url}`,
});

describe('the browser transport', () => {
  it('sends the query in bracket notation, the headers, and reads a JSON answer', async () => {
    const response = await xhrTransport(
      request({
        url: '/news-feeds',
        params: { pagination: { page: 2 }, includes: ['auditHistory'] },
        headers: new Headers({ Authorization: 'Bearer t' }),
      }),
    );
    expect(response.status).toBe(200);
    const url = '/news-feeds?pagination%5Bpage%5D=2&includes%5B%5D=auditHistory';
    expect(response.data).toEqual({ payload: { method: 'GET', url } });
    expect(seen.at(-1)?.authorization).toBe('Bearer t');
  });

  it('sends an object as JSON and a form as multipart, reporting the upload', async () => {
    await xhrTransport(request({ method: 'post', url: '/things', data: { name: 'Adama' } }));
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"name":"Adama"}',
    });

    const form = new FormData();
    form.append('media[0][file]', new Blob(['x'.repeat(4096)]), 'minutes.pdf');
    const progress: UploadProgress[] = [];
    await xhrTransport(
      request({
        method: 'put',
        url: '/minutes',
        data: form,
        onUploadProgress: (p) => progress.push(p),
      }),
    );
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('filename="minutes.pdf"');
    // jsdom reports an upload's events without its byte counts; the journeys that attach
    // files (e2e) see the bar move in Chromium.
    expect(progress.length).toBeGreaterThan(0);
  });

  it('hands back a refusal with its body, and an empty answer as empty', async () => {
    const refused = await xhrTransport(request({ method: 'delete', url: '/refused' }));
    expect(refused).toEqual({ status: 403, data: { message: 'Forbidden', code: 'forbidden' } });
    expect(await xhrTransport(request({ url: '/empty' }))).toEqual({ status: 204, data: '' });
  });

  it('reads a file as a blob, and a refused file as the error it is', async () => {
    const file = await xhrTransport(request({ url: '/csv', responseType: 'blob' }));
    expect(file.data).toBeInstanceOf(Blob);
    expect((file.data as Blob).size).toBe('id,name\n1,Adama\n'.length);
    const refused = await xhrTransport(request({ url: '/refused.csv', responseType: 'blob' }));
    expect(refused.data).toEqual({ message: 'Forbidden', code: 'forbidden' });
  });
});
