import { calendarEventsMeta, type AuditEntry } from '@caffee/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { entryLines, type LineContext } from './audit-lines';

const t = ((key: string) => key.split('.').at(-1)) as unknown as TFunction;
const ctx = (record: Record<string, unknown>): LineContext => ({
  t,
  locale: 'en',
  calendar: 'ethiopic',
  fields: calendarEventsMeta.fields,
  record,
});
const moved = (changes: AuditEntry['changes']) =>
  ({ id: 1, action: 'update', createdAt: '2026-09-01T00:00:00Z', changes }) as AuditEntry;

describe("an event's history", () => {
  it("reads an all-day event's days as dates, a timed event's starts with their time", () => {
    const days = moved({
      startsAt: ['2026-09-27T00:00:00.000Z', '2026-09-28T00:00:00.000Z'],
    });
    expect(entryLines(days, ctx({ allDay: true }))).toEqual([
      'startsAt: 17 Meskerem 2019 E.C. → 18 Meskerem 2019 E.C.',
    ]);
    // Made all-day by the entry itself: its new days are dates too.
    const madeAllDay = moved({
      allDay: [false, true],
      startsAt: ['2026-09-27T06:00:00.000Z', '2026-09-27T00:00:00.000Z'],
    });
    expect(entryLines(madeAllDay, ctx({ allDay: true }))[1]).toMatch(
      /^startsAt: 17 Meskerem 2019 E\.C\. → 17 Meskerem 2019 E\.C\.$/,
    );
    expect(entryLines(days, ctx({ allDay: false }))[0]).toMatch(/E\.C\., \d\d:00 → /);
  });
});

describe("an importer's history", () => {
  it('says what an import wrote, in the reader’s words, not as fields', async () => {
    const { default: i18n } = await import('../../i18n');
    const imported: AuditEntry = {
      id: 2,
      action: 'import',
      actorId: 1,
      actorName: 'Caalaa',
      createdAt: '2026-11-29T09:00:00Z',
      changes: {
        file: [null, 'members.xlsx'],
        into: [null, 'users'],
        created: [null, 120],
        updated: [null, 3],
        unchanged: [null, 0],
      },
    };
    const lines = (locale: 'om' | 'en' | 'am') =>
      entryLines(imported, { ...ctx({}), t: i18n.getFixedT(locale), locale });
    expect(lines('en')).toEqual(['Into Users: 120 new, 3 changed, 0 unchanged']);
    expect(lines('om')).toEqual([
      'Gara Fayyadamtoota: haaraa 120, jijjiirame 3, kan hin jijjiiramne 0',
    ]);
    expect(lines('am')).toEqual(['ወደ ተጠቃሚዎች፦ 120 አዲስ፣ 3 የተቀየሩ፣ 0 ያልተቀየሩ']);
  });
});

describe("a meeting's history", () => {
  it('says which item of an agenda saved whole got a decision, in the reader’s words', async () => {
    const { default: i18n } = await import('../../i18n');
    const item = {
      id: 7,
      position: 1,
      titleEn: 'Budget review',
      titleOm: 'Sakatta’iinsa baajataa',
    };
    const entry = moved({
      agenda: [
        [item, { id: 8, position: 2, titleEn: 'Other business' }],
        [
          { ...item, decisionEn: 'Approved as tabled' },
          { id: 8, position: 2, titleEn: 'Other business' },
        ],
      ],
    });
    const lines = entryLines(entry, { ...ctx({}), t: i18n.getFixedT('en'), locale: 'en' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Budget review — Decision \(English\): .*Approved as tabled/);
  });
});
