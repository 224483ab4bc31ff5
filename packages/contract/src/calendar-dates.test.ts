import { describe, expect, it } from 'vitest';
import { ethiopicMonthNames, formatDate } from './calendar-dates.js';
import { ethiopicToIso } from './ethiopic-dates.js';

// Noon UTC keeps the calendar day the same in every time zone the tests may run in.
const ENKUTATASH_2019 = new Date('2026-09-11T12:00:00Z');

describe('formatDate', () => {
  it('shows the Ethiopian new year 2019 as Meskerem 1', () => {
    const text = formatDate(ENKUTATASH_2019, 'en', 'ethiopic');
    expect(text).toMatch(/Meskerem/);
    expect(text).toMatch(/\b1\b/);
    expect(text).toMatch(/2019/);
  });

  it('uses Ethiopic month names in Amharic', () => {
    const text = formatDate(ENKUTATASH_2019, 'am', 'ethiopic');
    expect(text).toContain('መስከረም');
    expect(text).toMatch(/2019/);
  });

  it('formats Gregorian dates per locale', () => {
    expect(formatDate(ENKUTATASH_2019, 'en', 'gregorian')).toBe('11 September 2026');
    expect(formatDate(ENKUTATASH_2019, 'am', 'gregorian')).toContain('2026');
  });

  it('writes Afaan Oromoo dates itself, in both calendars', () => {
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
  });

  it("reads an instant on a given clock (the council's, for exports)", () => {
    // 22:00 UTC on the 10th is 01:00 on the 11th in Addis Ababa: the new year's day.
    const late = '2026-09-10T22:00:00Z';
    const addis = { timeZone: 'Africa/Addis_Ababa' };
    expect(
      formatDate(late, 'om', 'ethiopic', { ...addis, dateStyle: 'full', timeStyle: 'short' }),
    ).toBe('Jimaata, Fulbaana 1, 2019 ALI, 01:00');
    expect(formatDate(late, 'om', 'gregorian', { timeZone: 'UTC', dateStyle: 'full' })).toBe(
      'Kamisa, Fulbaana 10, 2026',
    );
    expect(formatDate(late, 'en', 'ethiopic', { ...addis, dateStyle: 'long' })).toBe(
      formatDate(ENKUTATASH_2019, 'en', 'ethiopic', { ...addis, dateStyle: 'long' }),
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
