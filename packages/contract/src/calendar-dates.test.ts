import { describe, expect, it } from 'vitest';
import { ethiopicMonthNames, formatDate, formatMonth, formatTime } from './calendar-dates.js';
import { ethiopicToIso } from './ethiopic-dates.js';

// Noon UTC keeps the calendar day the same in every time zone the tests may run in.
const ENKUTATASH_2019 = new Date('2026-09-11T12:00:00Z');

// 8 Tahsas 2019 E.C. is 17 December 2026, a Thursday; these instants are 09:00 and 17:00
// in Addis Ababa, where the table reads them.
const MORNING = '2026-12-17T06:00:00Z';
const EVENING = '2026-12-17T14:00:00Z';
const ADDIS = { timeZone: 'Africa/Addis_Ababa' };

describe('formatDate: what each language writes', () => {
  // [locale, calendar, long date, medium date with the morning's time, the evening's time]
  const table = [
    ['om', 'gregorian', 'Muddee 17, 2026', 'Mud 17, 2026, 09:00', '17:00'],
    ['om', 'ethiopic', 'Muddee 8, 2019 ALI', 'Mud 8, 2019 ALI, 09:00', '17:00'],
    ['en', 'gregorian', '17 December 2026', '17 Dec 2026, 09:00', '17:00'],
    ['en', 'ethiopic', '8 Tahsas 2019 E.C.', '8 Tahsas 2019 E.C., 09:00', '17:00'],
    ['am', 'gregorian', '17 ዲሴምበር 2026', '17 ዲሴም 2026 9:00 ጥዋት', '5:00 ከሰዓት'],
    ['am', 'ethiopic', '8 ታኅሣሥ 2019 ዓ.ም.', '8 ታኅሣሥ 2019 ዓ.ም. 9:00 ጥዋት', '5:00 ከሰዓት'],
  ] as const;

  it.each(table)('%s, %s calendar', (locale, calendar, date, dateTime, time) => {
    expect(formatDate(MORNING, locale, calendar, { ...ADDIS, dateStyle: 'long' })).toBe(date);
    expect(
      formatDate(MORNING, locale, calendar, { ...ADDIS, dateStyle: 'medium', timeStyle: 'short' }),
    ).toBe(dateTime);
    expect(formatDate(EVENING, locale, calendar, { ...ADDIS, timeStyle: 'short' })).toBe(time);
    expect(formatTime(EVENING, locale, ADDIS)).toBe(time);
  });

  it('marks no Ethiopian year "AM", which reads as the morning', () => {
    for (const locale of ['om', 'en', 'am'] as const) {
      const text = formatDate(MORNING, locale, 'ethiopic', {
        ...ADDIS,
        dateStyle: 'full',
        timeStyle: 'short',
      });
      expect(text).not.toMatch(/\bAM\b/);
    }
  });

  it('writes the full and short styles and the month of a calendar page', () => {
    const full = (locale: 'om' | 'en' | 'am', calendar: 'gregorian' | 'ethiopic') =>
      formatDate(MORNING, locale, calendar, { ...ADDIS, dateStyle: 'full' });
    expect(full('om', 'ethiopic')).toBe('Kamisa, Muddee 8, 2019 ALI');
    expect(full('en', 'ethiopic')).toBe('Thursday, 8 Tahsas 2019 E.C.');
    expect(full('am', 'ethiopic')).toBe('ሐሙስ፣ 8 ታኅሣሥ 2019 ዓ.ም.');
    expect(full('en', 'gregorian')).toBe('Thursday, 17 December 2026');
    expect(formatDate(MORNING, 'en', 'ethiopic', { ...ADDIS, dateStyle: 'short' })).toBe(
      '08/04/2019 E.C.',
    );
    expect(formatDate(MORNING, 'am', 'gregorian', { ...ADDIS, dateStyle: 'short' })).toBe(
      '17/12/2026',
    );
    expect(formatMonth(MORNING, 'en', 'ethiopic', ADDIS)).toBe('Tahsas 2019 E.C.');
    expect(formatMonth(MORNING, 'am', 'ethiopic', ADDIS)).toBe('ታኅሣሥ 2019 ዓ.ም.');
    expect(formatMonth(MORNING, 'om', 'ethiopic', ADDIS)).toBe('Muddee 2019 ALI');
    expect(formatMonth(MORNING, 'om', 'gregorian', ADDIS)).toBe('Muddee 2026');
    expect(formatMonth(MORNING, 'am', 'gregorian', ADDIS)).toBe('ዲሴምበር 2026');
  });

  it('reads noon and midnight on the Amharic 12-hour clock with their part of the day', () => {
    expect(formatTime('2026-12-17T09:00:00Z', 'am', ADDIS)).toBe('12:00 ከሰዓት');
    expect(formatTime('2026-12-16T21:05:00Z', 'am', ADDIS)).toBe('12:05 ጥዋት');
    expect(formatTime('2026-12-16T21:05:00Z', 'en', ADDIS)).toBe('00:05');
  });

  it('reads a calendar date (an all-day event) as its own day at UTC', () => {
    expect(formatDate('2026-09-27', 'en', 'ethiopic', { timeZone: 'UTC' })).toBe(
      '17 Meskerem 2019 E.C.',
    );
    expect(formatDate('2026-09-27', 'am', 'ethiopic', { timeZone: 'UTC' })).toBe(
      '17 መስከረም 2019 ዓ.ም.',
    );
  });

  it('writes Afaan Oromoo dates in both calendars, Pagume and the new year included', () => {
    expect(formatDate(ENKUTATASH_2019, 'om', 'ethiopic')).toBe('Fulbaana 1, 2019 ALI');
    expect(formatDate(ENKUTATASH_2019, 'om', 'ethiopic', { dateStyle: 'full' })).toBe(
      'Jimaata, Fulbaana 1, 2019 ALI',
    );
    expect(formatDate(ENKUTATASH_2019, 'om', 'gregorian')).toBe('Fulbaana 11, 2026');
    expect(formatDate(new Date('2027-09-10T12:00:00Z'), 'om', 'ethiopic')).toBe(
      'Qaammee 5, 2019 ALI',
    );
    expect(formatDate(new Date('2026-01-19T12:00:00Z'), 'om', 'ethiopic')).toBe(
      'Amajjii 11, 2018 ALI',
    );
    expect(formatDate(ENKUTATASH_2019, 'om', 'gregorian', { dateStyle: 'short' })).toBe(
      '11/09/2026',
    );
  });

  it('accepts ISO strings and returns empty text for invalid dates', () => {
    expect(formatDate('2026-09-11T12:00:00Z', 'en', 'gregorian')).toBe('11 September 2026');
    expect(formatDate('not a date', 'en', 'gregorian')).toBe('');
    expect(formatTime('not a date', 'am')).toBe('');
    expect(formatMonth('not a date', 'am', 'ethiopic')).toBe('');
  });

  it("reads an instant on a given clock (the council's, for exports)", () => {
    // 22:00 UTC on the 10th is 01:00 on the 11th in Addis Ababa: the new year's day.
    const late = '2026-09-10T22:00:00Z';
    expect(
      formatDate(late, 'om', 'ethiopic', { ...ADDIS, dateStyle: 'full', timeStyle: 'short' }),
    ).toBe('Jimaata, Fulbaana 1, 2019 ALI, 01:00');
    expect(formatDate(late, 'om', 'gregorian', { timeZone: 'UTC', dateStyle: 'full' })).toBe(
      'Kamisa, Fulbaana 10, 2026',
    );
    expect(formatDate(late, 'en', 'ethiopic', { ...ADDIS, dateStyle: 'long' })).toBe(
      '1 Meskerem 2019 E.C.',
    );
  });
});

describe('ethiopicMonthNames', () => {
  it('names the 13 months as dates show them, in each language', () => {
    expect(ethiopicMonthNames('en')).toEqual([
      'Meskerem',
      'Tekemt',
      'Hedar',
      'Tahsas',
      'Ter',
      'Yekatit',
      'Megabit',
      'Miazia',
      'Genbot',
      'Sene',
      'Hamle',
      'Nehasse',
      'Pagumen',
    ]);
    expect(ethiopicMonthNames('om')).toEqual([
      'Fulbaana',
      'Onkoloolessa',
      'Sadaasa',
      'Muddee',
      'Amajjii',
      'Guraandhala',
      'Bitootessa',
      'Eebila',
      'Caamsaa',
      'Waxabajjii',
      'Adoolessa',
      'Hagayya',
      'Qaammee',
    ]);
    const am = ethiopicMonthNames('am');
    expect(am).toHaveLength(13);
    expect(am[0]).toBe('መስከረም');
    expect(am[12]).toBe('ጳጉሜን');
  });

  it('agrees with formatDate on every month of a year', () => {
    for (const locale of ['om', 'en', 'am'] as const) {
      ethiopicMonthNames(locale).forEach((name, i) => {
        const iso = ethiopicToIso({ year: 2019, month: i + 1, day: 3 });
        const text = formatDate(`${iso}T12:00:00Z`, locale, 'ethiopic', {
          dateStyle: 'long',
          timeZone: 'UTC',
        });
        expect(text, `${locale} ${i + 1}`).toContain(name);
      });
    }
  });
});
