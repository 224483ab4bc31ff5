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
