import { RECORD_CONTRACTS, type Resource } from '@caffee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, createTestServer, type TestServer } from '../test/harness.js';
import type { AnyDb } from './server-resource.js';
import { referenceCheck } from './store/references.js';

// Issue #38: a complaint's `complainant.kebeleId` of 999999 was stored, and shown as
// "#999999". Every id a body names must name a live record of the kind the field declares
// (a kebele, not a woreda; a category of this record type, not another's): checked here as a
// class, over every reference field the declarations give, on creates and updates.

let t: TestServer;
let admin: string;
const api = apiFor(
  () => t,
  () => admin,
);

/** An id no table holds. */
const NOBODY = 999_999;
const ids: Partial<Record<Resource, number>> = {};
/** Per field kind, ids of live records of the wrong kind (see beforeAll). */
const wrongKind: Record<string, number[]> = {};

const times = { startsAt: '2026-05-04T09:00:00+03:00', endsAt: '2026-05-04T11:00:00+03:00' };
/** A valid create body of each record type with references, once the places exist. */
const VALID = (): Partial<Record<Resource, Record<string, unknown>>> => ({
  'news-feeds': { title: 'Oduu', status: 'draft' },
  'enacted-laws': { title: 'Labsii', proclamationNumber: '1/2026', enactedAt: '2026-01-01' },
  forums: { title: 'Marii', body: 'Qaama' },
  surveys: { title: 'Qorannoo', audience: 'members' },
  questions: { text: 'Gaaffii', type: 'open_ended', audience: 'members' },
  meetings: { title: 'Walgahii', ...times },
  'calendar-events': { title: 'Sagantaa', ...times },
  attendances: { date: '2026-05-04', meetingId: ids.meetings },
  complains: {
    subject: 'Bishaan',
    description: 'Boolli bishaanii cabe',
    instituteId: ids.institutes,
    complainant: { name: 'Caalaa Guddataa' },
  },
  permissions: { name: 'references:check' },
  institutes: { name: 'Biiroo Bishaanii' },
  'caffee-groups': { name: 'Koree' },
  zones: { name: 'Godina', regionId: ids.regions },
  woredas: { name: 'Aanaa', zoneId: ids.zones },
  kebeles: { name: 'Ganda', woredaId: ids.woredas },
});

/** What a field needs beside it to be the only thing wrong (the other side of a choice). */
const BESIDE: Record<string, Record<string, unknown>> = {
  'attendances.calendarEventId': { meetingId: null },
  'questions.addressedInstituteId': { audience: null },
};

/** The body fields that hold the id of another record, as the declarations say. */
function referenceFields(path: Resource): string[] {
  const contract = RECORD_CONTRACTS.get(path);
  if (!contract) throw new Error(`No contract for ${path}`);
  return contract.fields
    .filter((f) => f.kind === 'reference' || f.kind === 'kebele')
    .map((f) => f.name)
    .filter((name) => name in contract.update.shape);
}

beforeAll(async () => {
  // Many refused creates by one person, far past the rate of writes a person makes.
  t = await createTestServer({ WRITE_LIMITS: 'false' });
  admin = (await t.signedIn({ type: 'admin' })).token;
  const post = async (path: string, body: unknown) => {
    const res = await api('POST', path, { body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.payload.id as number;
  };
  ids.regions = await post('regions', { name: 'Naannoo' });
  ids.institutes = await post('institutes', { name: 'Biiroo' });
  // Ids that name a record, but of another kind: woredas and zones past the last kebele's id,
  // and a category of another record type past every category of the types tested.
  for (const path of Object.keys(VALID()) as Resource[]) {
    ids[path] ??= await post(path, VALID()[path]);
  }
  const woredas: number[] = [];
  for (let i = 0; i < 3; i++)
    woredas.push(await post('woredas', { name: `Aanaa ${i}`, zoneId: ids.zones }));
  wrongKind.kebele = woredas.filter((id) => id > (ids.kebeles ?? 0));
  wrongKind.category = [await post('region-categories', { name: 'Gosa naannoo' })];
});
afterAll(async () => {
  await t?.close();
});

/** The one field a 422 names. */
function refusedField(res: Awaited<ReturnType<typeof api>>): string | undefined {
  return res.status === 422 ? (res.body.details?.[0]?.field as string) : `status ${res.status}`;
}
/** The field a 422 names, and that it was refused for naming nothing of its kind. */
function refusedAsMissing(res: Awaited<ReturnType<typeof api>>): string | undefined {
  const code = String(res.body?.details?.[0]?.code);
  return /^(noSuch|chooseMember$)/.test(code) ? refusedField(res) : `${refusedField(res)} ${code}`;
}

describe('every reference in a body names a live record of its kind', () => {
  it('refuses an id of nothing or of the wrong kind on every reference field, naming it', async () => {
    const wrong: string[] = [];
    const checked: string[] = [];
    for (const path of Object.keys(VALID()) as Resource[]) {
      const valid = VALID()[path]!;
      for (const field of referenceFields(path)) {
        const contract = RECORD_CONTRACTS.get(path)!;
        const kind = contract.fields.find((f) => f.name === field)!.kind;
        const bad = [
          NOBODY,
          ...(kind === 'kebele' ? wrongKind.kebele! : []),
          ...(field === 'categoryId' ? wrongKind.category! : []),
        ];
        for (const id of bad) {
          checked.push(`${path}.${field}`);
          const beside = BESIDE[`${path}.${field}`];
          const update = await api('PATCH', `${path}/${ids[path]}`, {
            body: { ...beside, [field]: id },
          });
          // A question stays in its survey: moving it is refused before the survey is looked up.
          const fixed = `${path}.${field}` === 'questions.surveyId';
          if (!fixed && refusedAsMissing(update) !== field) {
            wrong.push(`PATCH ${path} ${field}=${id} → ${refusedAsMissing(update)}`);
          }
          // A new record of a type whose other references are unique could clash: skip those.
          if (path === 'attendances' || path === 'permissions' || path === 'enacted-laws') continue;
          const create = await api('POST', path, { body: { ...valid, ...beside, [field]: id } });
          if (refusedAsMissing(create) !== field) {
            wrong.push(`POST ${path} ${field}=${id} → ${refusedAsMissing(create)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The class is what the declarations say it is: this test follows a new reference field.
    expect(new Set(checked)).toContain('complains.complainantKebeleId');
    expect(new Set(checked)).toContain('institutes.kebeleId');
    expect(new Set(checked)).toContain('meetings.groupId');
    expect(new Set(checked)).toContain('questions.addressedInstituteId');
  });

  it("refuses a complainant's kebele that is no kebele, nested or flat, and stores a real one", async () => {
    const body = VALID().complains!;
    for (const id of [NOBODY, ...wrongKind.kebele!]) {
      const nested = await api('POST', 'complains', {
        body: { ...body, complainant: { name: 'Caalaa', kebeleId: id } },
      });
      expect(nested.status).toBe(422);
      expect(nested.body.details).toEqual([
        { field: 'complainant.kebeleId', code: 'noSuchKebele' },
      ]);
      expect(nested.body.errors).toEqual([{ 'complainant.kebeleId': 'No such kebele' }]);
      const patched = await api('PATCH', `complains/${ids.complains}`, {
        body: { complainant: { name: 'Caalaa', kebeleId: id } },
      });
      expect(refusedField(patched)).toBe('complainant.kebeleId');
    }
    // A deleted kebele is no kebele either.
    const gone = await api('POST', 'kebeles', {
      body: { name: 'Ganda duraa', woredaId: ids.woredas },
    });
    expect((await api('DELETE', `kebeles/${gone.body.payload.id}`)).status).toBe(200);
    const stale = await api('POST', 'complains', {
      body: { ...body, complainant: { name: 'Caalaa', kebeleId: gone.body.payload.id } },
    });
    expect(refusedField(stale)).toBe('complainant.kebeleId');

    const filed = await api('POST', 'complains', {
      body: { ...body, complainant: { name: 'Caalaa', kebeleId: ids.kebeles } },
    });
    expect(filed.status).toBe(200);
    expect(filed.body.payload.complainantKebeleId).toBe(ids.kebeles);
  });

  it('refuses the same as a member filing a complaint would send it', async () => {
    const member = (await t.signedIn({ type: 'member' })).token;
    const res = await api('POST', 'complains', {
      token: member,
      body: { ...VALID().complains, complainant: { name: 'Caalaa', kebeleId: NOBODY } },
    });
    expect(refusedField(res)).toBe('complainant.kebeleId');
  });
});

describe("the engine's own check, for a type without rules of its own", () => {
  // A new plain type declares a reference and no `validate`: the store checks it (store/references.ts).
  const check = () =>
    referenceCheck(t.services.db as AnyDb, {
      fields: [{ name: 'categoryId', kind: 'reference', ref: 'news-feed-categories' }],
    });

  it('takes a live record of the kind, or nothing, or the value the record already has', async () => {
    const own = await api('POST', 'news-feed-categories', { body: { name: 'Gosa oduu' } });
    await expect(check()({ categoryId: own.body.payload.id })).resolves.toBeUndefined();
    await expect(check()({ categoryId: null })).resolves.toBeUndefined();
    await expect(check()({ categoryId: NOBODY }, { categoryId: NOBODY })).resolves.toBeUndefined();
  });

  it('refuses an id of nothing, of a deleted record or of another kind, naming the field and its type', async () => {
    const gone = await api('POST', 'news-feed-categories', { body: { name: 'Gosa darbe' } });
    expect((await api('DELETE', `news-feed-categories/${gone.body.payload.id}`)).status).toBe(200);
    for (const id of [NOBODY, gone.body.payload.id, ...wrongKind.category!, 'x']) {
      await expect(check()({ categoryId: id })).rejects.toMatchObject({
        statusCode: 422,
        issues: [{ field: 'categoryId', code: 'noSuchCategory' }],
      });
    }
    // A type without a code of its own is refused as no such record.
    const plain = referenceCheck(t.services.db as AnyDb, {
      fields: [{ name: 'meetingId', kind: 'reference', ref: 'meetings' }],
    });
    await expect(plain({ meetingId: NOBODY })).rejects.toMatchObject({
      issues: [{ field: 'meetingId', code: 'noSuchRecord' }],
    });
  });
});
