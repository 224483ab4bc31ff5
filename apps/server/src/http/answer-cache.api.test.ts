import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.signedIn({ type: 'admin' })).token;
  const signed = await t.signedIn({ type: 'member' });
  member = { id: signed.user.id, token: signed.token };
});
afterAll(async () => {
  await t?.close();
});

const api = apiFor(
  () => t,
  () => admin,
);
const titles = (res: { body: { payload: { title: string }[] } }) =>
  res.body.payload.map((n) => n.title);
const LIST = 'locale=en&includes[]=auditHistory&pagination[pageSize]=50';

async function news(title: string, extra: Record<string, unknown> = {}) {
  const res = await api('POST', 'news-feeds', { body: { title: { en: title }, ...extra } });
  expect(res.body).toMatchObject({ payload: { id: expect.any(Number) } });
  return res.body.payload as { id: number };
}

describe('answers kept while their tables are unchanged', () => {
  it('shows a write made straight to the database, as another process would, on the next read', async () => {
    const item = await news('Water week', { status: 'published' });
    const first = await api('GET', 'news-feeds', { query: LIST });
    expect(first.status).toBe(200);
    expect(titles(first)).toContain('Water week');
    // Asked again unchanged: the same answer.
    const again = await api('GET', 'news-feeds', { query: LIST });
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-type']).toMatch(/^application\/json/);

    await t.services.db
      .updateTable('newsFeeds')
      .set({ titleEn: 'Water month' })
      .where('id', '=', item.id)
      .execute();
    expect(titles(await api('GET', 'news-feeds', { query: LIST }))).toContain('Water month');
    const one = await api('GET', `news-feeds/${item.id}`, { query: 'locale=en' });
    expect(one.body.payload.title).toBe('Water month');
    await t.services.db
      .updateTable('newsFeeds')
      .set({ titleEn: 'Water year' })
      .where('id', '=', item.id)
      .execute();
    const read = await api('GET', `news-feeds/${item.id}`, { query: 'locale=en' });
    expect(read.body.payload.title).toBe('Water year');
  });

  it('shows a history entry added straight to the audit log', async () => {
    const item = await news('Roads');
    const history = async () => {
      const res = await api('GET', 'news-feeds', { query: LIST });
      const row = res.body.payload.find((n: { id: number }) => n.id === item.id);
      return row.auditHistory.map((e: { action: string }) => e.action);
    };
    expect(await history()).toEqual(['create']);
    await t.services.db
      .insertInto('auditLog')
      .values({
        resource: 'news-feeds',
        recordId: item.id,
        action: 'review',
        actorId: null,
        changes: null,
        requestId: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect(await history()).toEqual(['review', 'create']);
  });

  it('never gives one caller the answer kept for another, and follows a role change', async () => {
    await news('A draft for editors');
    const asAdmin = await api('GET', 'news-feeds', { query: LIST });
    expect(titles(asAdmin)).toContain('A draft for editors');
    const asMember = () => api('GET', 'news-feeds', { query: LIST, token: member.token });
    expect(titles(await asMember())).not.toContain('A draft for editors');

    // The member's role may edit news for a while (straight to the database): they see drafts
    // then, and no longer once it may not.
    const user = await t.services.db
      .selectFrom('users')
      .select('roleId')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const permission = await t.services.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'news-feeds:update')
      .executeTakeFirstOrThrow();
    const grant = { roleId: user.roleId as number, permissionId: permission.id };
    await t.services.db.insertInto('rolePermissions').values(grant).execute();
    expect(titles(await asMember())).toContain('A draft for editors');
    expect(titles(await asMember())).toContain('A draft for editors');
    await t.services.db
      .deleteFrom('rolePermissions')
      .where('roleId', '=', grant.roleId)
      .where('permissionId', '=', grant.permissionId)
      .execute();
    expect(titles(await asMember())).not.toContain('A draft for editors');
  });

  it('does not keep an answer that depends on the time: scheduled news appears when due', async () => {
    const due = new Date(Date.now() + 1500).toISOString();
    await news('Scheduled notice', { status: 'published', publishedAt: due });
    const asMember = () => api('GET', 'news-feeds', { query: LIST, token: member.token });
    expect(titles(await asMember())).not.toContain('Scheduled notice');
    await new Promise((resolve) => setTimeout(resolve, Date.parse(due) - Date.now() + 100));
    // No write in between: only the clock moved.
    expect(titles(await asMember())).toContain('Scheduled notice');
  });
});
