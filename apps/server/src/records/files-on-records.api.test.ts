import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { multipart, type Part } from '../test/multipart.js';

let t: TestServer;
let admin: string;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#135' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, parts: Part[]) => {
  const { body, headers } = multipart(parts);
  return t.request({ method, url: `/api/v1/${url}`, token: admin, body, headers });
};
function storedFiles(): string[] {
  const dir = t.services.config.uploadDir;
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}

describe('files on a declared record (multipart, as the seed sends it)', () => {
  it('creates a record with scalar fields in bracket notation and two files', async () => {
    const res = await send('POST', 'institutes', [
      { name: 'name[om]', value: 'Biiroo Daldalaa' },
      { name: 'name[am]', value: 'ንግድ ቢሮ' },
      { name: 'media[0][type]', value: 'image' },
      { name: 'media[0][file]', value: png, filename: 'logo.png', contentType: 'image/png' },
      { name: 'media[1][type]', value: 'DOWNLOADABLE' },
      {
        name: 'media[1][file]',
        value: pdf,
        filename: 'charter.pdf',
        contentType: 'application/pdf',
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.payload.name).toBe('Biiroo Daldalaa');
    const files = res.body.payload.files;
    expect(
      files.map((f: { category: string; mediaType: string }) => [f.category, f.mediaType]),
    ).toEqual([
      ['image', 'image/png'],
      ['downloadable', 'application/pdf'],
    ]);
    expect(files[0].thumbnailUrl).toMatch(/thumbnail/);
    const download = await t.request({ method: 'GET', url: files[1].url });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('charter.pdf');

    const list = await t.request({
      method: 'GET',
      url: '/api/v1/institutes',
      token: admin,
      query: 'includes[]=files',
    });
    expect(list.body.payload[0].files).toHaveLength(2);
  });

  it('updates with new files and removes others', async () => {
    const created = await send('POST', 'institutes', [
      { name: 'name', value: 'Biiroo Geejjibaa' },
      { name: 'media[0][type]', value: 'downloadable' },
      { name: 'media[0][file]', value: pdf, filename: 'old.pdf' },
    ]);
    const id = created.body.payload.id;
    const oldFile = created.body.payload.files[0].id;
    const res = await send('PATCH', `institutes/${id}`, [
      { name: 'removeFiles[]', value: String(oldFile) },
      { name: 'media[0][type]', value: 'downloadable' },
      { name: 'media[0][file]', value: pdf, filename: 'new.pdf' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.payload.files.map((f: { originalName: string }) => f.originalName)).toEqual([
      'new.pdf',
    ]);
    expect(res.body.payload.name).toBe('Biiroo Geejjibaa');
  });

  it('refuses invalid fields with 422 and keeps none of the uploaded files', async () => {
    const before = storedFiles();
    const res = await send('POST', 'institutes', [
      { name: 'name', value: '' },
      { name: 'media[0][type]', value: 'image' },
      { name: 'media[0][file]', value: png, filename: 'logo.png' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ name: expect.any(String) }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file category the record does not take, and a disguised file', async () => {
    const before = storedFiles();
    const wrong = await send('POST', 'institutes', [
      { name: 'name', value: 'Biiroo X' },
      { name: 'media[0][type]', value: 'profile' },
      { name: 'media[0][file]', value: png, filename: 'p.png' },
    ]);
    expect(wrong.status).toBe(422);
    const disguised = await send('POST', 'institutes', [
      { name: 'name', value: 'Biiroo Y' },
      { name: 'media[0][type]', value: 'image' },
      {
        name: 'media[0][file]',
        value: Buffer.from('<html><script>1</script></html>'),
        filename: 'x.png',
      },
    ]);
    expect(disguised.status).toBe(422);
    await new Promise((r) => setTimeout(r, 50));
    expect(storedFiles()).toEqual(before);
    const count = await t.services.db
      .selectFrom('institutes')
      .select('id')
      .where('nameOm', 'in', ['Biiroo X', 'Biiroo Y'])
      .execute();
    expect(count).toEqual([]);
  });

  it('takes a file before its type, and still checks the type once it is known', async () => {
    const pdfFirst = await send('POST', 'institutes', [
      { name: 'name', value: 'Biiroo Galmee' },
      { name: 'media[0][file]', value: pdf, filename: 'rules.pdf' },
      { name: 'media[0][type]', value: 'downloadable' },
    ]);
    expect(pdfFirst.status).toBe(200);
    expect(pdfFirst.body.payload.files[0]).toMatchObject({
      category: 'downloadable',
      mediaType: 'application/pdf',
    });
    const before = storedFiles();
    const wrong = await send('POST', 'institutes', [
      { name: 'name', value: 'Biiroo Suuraa' },
      { name: 'media[0][file]', value: pdf, filename: 'logo.pdf' },
      { name: 'media[0][type]', value: 'image' },
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ 'media[0][file]': expect.any(String) }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(storedFiles()).toEqual(before);
  });

  it('still takes a JSON body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/institutes',
      token: admin,
      body: { name: { en: 'Revenue Bureau' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ name: 'Revenue Bureau', files: [] });
  });
});
