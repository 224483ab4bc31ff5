import { systemRoleId } from '../../seed/roles.js';
import { createTestServer, type TestResponse, type TestServer } from '../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A test server with two institutes, a user of each and two members, for scoping tests. */
export interface EngagementKit {
  t: TestServer;
  institutes: { a: number; b: number };
  tokens: {
    admin: string;
    instituteA: string;
    instituteB: string;
    member: string;
    otherMember: string;
  };
  users: { instituteA: number; instituteB: number; member: number; otherMember: number };
  /** A request to `/api/v1/{url}`, as the administrator unless a token is given. */
  api: (
    method: Method,
    url: string,
    o?: { body?: unknown; query?: string; token?: string },
  ) => Promise<TestResponse>;
  /** The payload id of a request that must succeed. */
  create: (url: string, body: unknown, token?: string) => Promise<number>;
  /** Gives a permission to every user of a system role. */
  grant: (role: 'institute' | 'member', permission: string) => Promise<void>;
  /** Publishes a draft survey (adding an open question first when it has none), telling its audience. */
  publish: (surveyId: number) => Promise<void>;
}

export async function engagementKit(): Promise<EngagementKit> {
  const t = await createTestServer();
  const admin = (await t.signedIn({ type: 'admin' })).token;
  const api: EngagementKit['api'] = (method, url, o = {}) =>
    t.request({
      method,
      url: `/api/v1/${url}`,
      token: o.token ?? admin,
      ...(o.body !== undefined ? { body: o.body } : {}),
      ...(o.query ? { query: o.query } : {}),
    });
  const create: EngagementKit['create'] = async (url, body, token) => {
    const res = await api('POST', url, { body, ...(token ? { token } : {}) });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.payload.id as number;
  };
  const a = await create('institutes', { name: 'Biiroo Qonnaa' });
  const b = await create('institutes', { name: 'Biiroo Fayyaa' });
  const member = await t.signedIn({ type: 'member' });
  const otherMember = await t.signedIn({ type: 'member' });
  const instituteA = await t.signedIn({ type: 'institute', instituteId: a });
  const instituteB = await t.signedIn({ type: 'institute', instituteId: b });
  const grant: EngagementKit['grant'] = async (role, permission) => {
    const roleId = await systemRoleId(t.services.db, role);
    const { id } = await t.services.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', permission)
      .executeTakeFirstOrThrow();
    await t.services.db
      .insertInto('rolePermissions')
      .values({ roleId, permissionId: id })
      .execute();
  };
  const publish: EngagementKit['publish'] = async (surveyId) => {
    const read = await api('GET', `surveys/${surveyId}`, { query: 'includes[]=questions' });
    if (read.body.payload.questions.length === 0) {
      await create('questions', { text: 'Yaada kee?', type: 'open_ended', surveyId });
    }
    const res = await api('POST', `surveys/${surveyId}/publish`);
    if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
    // Its audience is told now (the worker writes its `open` entry), not at some later read.
    await t.services.mailQueue.drain();
  };
  return {
    t,
    institutes: { a, b },
    tokens: {
      admin,
      instituteA: instituteA.token,
      instituteB: instituteB.token,
      member: member.token,
      otherMember: otherMember.token,
    },
    users: {
      instituteA: instituteA.user.id,
      instituteB: instituteB.user.id,
      member: member.user.id,
      otherMember: otherMember.user.id,
    },
    api,
    create,
    grant,
    publish,
  };
}

/** The ids of a list answer's records. */
export const idsOf = (res: TestResponse): number[] =>
  (res.body.payload as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);

/** An ISO instant some hours from now (negative: in the past). */
export const hoursFromNow = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString();
