import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementKit, type EngagementKit } from './engagement/test-kit.js';

/**
 * A read of one record says what the caller may do to it (`can`), from the same permission
 * and write scope that a PATCH or DELETE would meet: screens offer nothing the server refuses.
 */
let k: EngagementKit;
beforeAll(async () => {
  k = await engagementKit();
  // Members may edit forum topics and institutes complaints: their own only (write scopes).
  await k.grant('member', 'forums:update');
  await k.grant('institute', 'complains:update');
});
afterAll(async () => {
  await k?.t.close();
});

const canOf = async (path: string, token: string) => {
  const res = await k.api('GET', path, { token });
  expect(res.status).toBe(200);
  return res.body.payload.can;
};
const write = (path: string, token: string) =>
  k.api('PATCH', path, { token, body: {} }).then((r) => r.status);

describe("a record's abilities", () => {
  it("tell an institute user their own institute from another's, as a PATCH would", async () => {
    const { a, b } = k.institutes;
    expect(await canOf(`institutes/${a}`, k.tokens.instituteA)).toMatchObject({
      update: true,
      delete: false,
    });
    expect(await write(`institutes/${a}`, k.tokens.instituteA)).toBe(200);
    expect(await canOf(`institutes/${b}`, k.tokens.instituteA)).toMatchObject({
      update: false,
      delete: false,
    });
    expect(await write(`institutes/${b}`, k.tokens.instituteA)).toBe(404);
    expect(await canOf(`institutes/${b}`, k.tokens.admin)).toMatchObject({
      update: true,
      delete: true,
    });
    expect(await canOf(`institutes/${b}`, k.tokens.member)).toMatchObject({
      update: false,
      delete: false,
    });
  });

  it("tell a member's own forum topic from another's", async () => {
    const topic = { title: 'Daandii haaraa', body: 'Yaada keessan nuuf qooda' };
    const mine = await k.create('forums', topic, k.tokens.member);
    const theirs = await k.create('forums', topic, k.tokens.otherMember);
    expect(await canOf(`forums/${mine}`, k.tokens.member)).toMatchObject({
      update: true,
      delete: false,
    });
    expect(await canOf(`forums/${theirs}`, k.tokens.member)).toMatchObject({
      update: false,
      delete: false,
    });
    expect(await write(`forums/${theirs}`, k.tokens.member)).toBe(404);
    expect(await canOf(`forums/${theirs}`, k.tokens.admin)).toMatchObject({
      update: true,
      delete: true,
    });
  });

  it('tell the filer of a complaint from the institute that reviews it', async () => {
    const id = await k.create(
      'complains',
      {
        subject: 'Tajaajila bishaanii',
        description: 'Bishaan ji’a tokkoof hin jiru',
        instituteId: k.institutes.a,
        complainantName: 'Caaltuu Abdiisaa',
      },
      k.tokens.member,
    );
    expect((await canOf(`complains/${id}`, k.tokens.member)).update).toBe(true);
    expect((await canOf(`complains/${id}`, k.tokens.instituteA)).update).toBe(false);
  });

  it('do not offer deleting what the type protects: a system role, a role with users', async () => {
    const roles = await k.api('GET', 'roles', { token: k.tokens.admin });
    const member = roles.body.payload.find(
      (r: { systemType: string }) => r.systemType === 'member',
    );
    expect(await canOf(`roles/${member.id}`, k.tokens.admin)).toMatchObject({
      update: true,
      delete: false,
    });
    expect((await k.api('DELETE', `roles/${member.id}`, { token: k.tokens.admin })).status).toBe(
      409,
    );
    const fresh = await k.create('roles', { name: 'Galmeessitoota' }, k.tokens.admin);
    expect(await canOf(`roles/${fresh}`, k.tokens.admin)).toMatchObject({
      update: true,
      delete: true,
    });
    expect((await k.api('DELETE', `roles/${fresh}`, { token: k.tokens.admin })).status).toBe(200);
  });
});
