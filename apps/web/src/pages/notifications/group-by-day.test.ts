import { formatDate } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { groupByDay, localDay } from './group-by-day';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const now = new Date(2026, 10, 27, 9, 30);

describe('notifications by day', () => {
  it('puts today, yesterday and older days under their headings, newest first', () => {
    const rows = [
      { id: 5, createdAt: at(2026, 11, 27, 8) },
      { id: 4, createdAt: at(2026, 11, 27, 0) },
      { id: 3, createdAt: at(2026, 11, 26, 23) },
      { id: 2, createdAt: at(2026, 11, 20) },
      { id: 1, createdAt: at(2026, 11, 20, 1) },
    ];
    const groups = groupByDay(rows, {
      t: i18n.getFixedT('en'),
      locale: 'en',
      calendar: 'gregorian',
      now,
    });
    expect(groups.map((g) => [g.label, g.items.map((r) => r.id)])).toEqual([
      ['Today', [5, 4]],
      ['Yesterday', [3]],
      [formatDate(at(2026, 11, 20), 'en', 'gregorian', { dateStyle: 'full' }), [2, 1]],
    ]);
    expect(groups[2]?.label).toMatch(/^Friday,? 20 November 2026$/);
  });

  it('writes older days in the reader’s language and calendar', () => {
    const rows = [{ createdAt: at(2026, 9, 11) }];
    const words = { locale: 'om', now } as const;
    const [gregorian] = groupByDay(rows, {
      ...words,
      t: i18n.getFixedT('om'),
      calendar: 'gregorian',
    });
    const [ethiopic] = groupByDay(rows, {
      ...words,
      t: i18n.getFixedT('om'),
      calendar: 'ethiopic',
    });
    expect(gregorian?.label).toBe('Jimaata, Fulbaana 11, 2026');
    // 11 September 2026 is the first day of Meskerem (Fulbaana) 2019 in the Ethiopian calendar.
    expect(ethiopic?.label).toBe('Jimaata, Fulbaana 1, 2019 ALI');
    const [today] = groupByDay([{ createdAt: now.toISOString() }], {
      ...words,
      t: i18n.getFixedT('om'),
      calendar: 'ethiopic',
    });
    expect(today?.label).toBe("Har'a");
  });

  it('reads the day on the reader’s clock', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
