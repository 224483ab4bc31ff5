import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, type EngagementKit } from './test-kit.js';

let k: EngagementKit;
beforeAll(async () => {
  k = await engagementKit();
});
afterAll(async () => {
  await k?.t.close();
});

const comment = (id: number, body: string, token = k.tokens.member) =>
  k.api('POST', `forums/${id}/comments`, { body: { body }, token });

describe('forums', () => {
  it('lets members open topics in a category and discuss them', async () => {
    const category = await k.create('forum-categories', {
      name: { om: 'Misooma', en: 'Development' },
    });
    const res = await k.api('POST', 'forums', {
      token: k.tokens.member,
      body: {
        title: 'Karaa baadiyyaa',
        body: 'Karaan ganda keenyaa yoom hojjetama?',
        categoryId: category,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ locked: false, createdBy: k.users.member });
    const id = res.body.payload.id;
    expect(
      (await comment(id, 'Nutis gaaffii walfakkaataa qabna', k.tokens.otherMember)).status,
    ).toBe(200);
    const read = await k.api('GET', `forums/${id}`, {
      token: k.tokens.otherMember,
      query: 'locale=en&includes[]=category&includes[]=commentCount',
    });
    expect(read.body.payload).toMatchObject({ commentCount: 1, category: { name: 'Development' } });
    const noCategory = await k.api('POST', 'forums', {
      token: k.tokens.member,
      body: { title: 'x', body: 'y', categoryId: 999999 },
    });
    expect(noCategory.body.errors).toEqual([{ categoryId: 'No such category' }]);
    expect((await k.api('GET', 'forums', { token: k.tokens.instituteA })).status).toBe(403);
  });

  it('takes no new comments once locked (409); administrators lock and unlock', async () => {
    const id = await k.create('forums', {
      title: 'Bajata 2027',
      body: 'Yaada keessan nuuf kennaa',
    });
    expect((await comment(id, 'Jalqaba')).status).toBe(200);
    expect(
      (await k.api('PATCH', `forums/${id}`, { token: k.tokens.member, body: { locked: true } }))
        .status,
    ).toBe(403);
    const locked = await k.api('PATCH', `forums/${id}`, { body: { locked: true } });
    expect(locked.body.payload.locked).toBe(true);
    const refused = await comment(id, 'Booda');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'comments_closed', message: /locked/ });
    // The topic says so to its readers, who are offered no comment box.
    const read = await k.api('GET', `forums/${id}`, { token: k.tokens.member });
    expect(read.body.payload.can).toMatchObject({ comment: false });
    // Refused before the body is judged: an empty comment on a locked forum is still a 409.
    expect((await k.api('POST', `forums/${id}/comments`, { body: {} })).status).toBe(409);
    const discussion = await k.api('GET', `forums/${id}/comments`, { token: k.tokens.member });
    expect(discussion.body.payload).toHaveLength(1);
    const lockedList = await k.api('GET', 'forums', {
      query: `filter[locked]=true&filter[id]=${id}`,
    });
    expect(lockedList.body.payload).toHaveLength(1);

    await k.api('PATCH', `forums/${id}`, { body: { locked: false } });
    const open = await k.api('GET', `forums/${id}`, { token: k.tokens.member });
    expect(open.body.payload.can).toMatchObject({ comment: true });
    expect((await comment(id, 'Amma danda’ama')).status).toBe(200);
    const history = await k.api('GET', `forums/${id}`, { query: 'includes[]=auditHistory' });
    const updates = history.body.payload.auditHistory
      .filter((e: { action: string }) => e.action === 'update')
      .map((e: { changes: unknown }) => e.changes);
    expect(updates).toEqual([{ locked: [1, 0] }, { locked: [0, 1] }]);
  });
});
