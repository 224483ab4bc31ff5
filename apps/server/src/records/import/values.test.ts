import type { FieldDecl } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { readCell } from './values.js';

const date: FieldDecl = { name: 'enactedAt', kind: 'date' };
const instant: FieldDecl = { name: 'startsAt', kind: 'datetime' };
const repeat: FieldDecl = { name: 'repeat', kind: 'enum', values: ['none', 'weekly'] };
const flag: FieldDecl = { name: 'locked', kind: 'boolean' };

describe('a cell as the value a form sends', () => {
  it('reads dates as ISO, day/month/year in the reader’s calendar, or a spreadsheet date', () => {
    expect(readCell('2025-09-11', date, 'ethiopic', 'am')).toEqual({ value: '2025-09-11' });
    expect(readCell('1/1/2018', date, 'ethiopic', 'am')).toEqual({ value: '2025-09-11' });
    expect(readCell('6/13/2015', date, 'ethiopic', 'am')).toEqual({ value: '2023-09-11' });
    expect(readCell('11.9.2025', date, 'gregorian', 'en')).toEqual({ value: '2025-09-11' });
    expect(readCell(new Date('2025-09-11T00:00:00Z'), date, 'gregorian', 'en')).toEqual({
      value: '2025-09-11',
    });
    // A time without an offset is the council's (Addis Ababa, UTC+3).
    expect(readCell('2025-09-11 09:30', instant, 'gregorian', 'en')).toEqual({
      value: '2025-09-11T09:30:00+03:00',
    });
    expect(readCell('1/1/2018 09:30', instant, 'ethiopic', 'om')).toEqual({
      value: '2025-09-11T09:30:00+03:00',
    });
  });

  it('refuses a day the calendar has not, and text that is no date', () => {
    for (const text of ['31/1/2018', '6/13/2016', 'tomorrow', '30/2/2025']) {
      const calendar = text === '30/2/2025' ? 'gregorian' : 'ethiopic';
      expect(readCell(text, date, calendar, 'en')).toEqual({ problem: 'importNotADate' });
    }
  });

  it('reads choices by value or by their label in any language, and says the choices', () => {
    expect(readCell('weekly', repeat, 'gregorian', 'en')).toEqual({ value: 'weekly' });
    expect(readCell('WEEKLY', repeat, 'gregorian', 'en')).toEqual({ value: 'weekly' });
    expect(readCell('yes', flag, 'gregorian', 'en')).toEqual({ value: true });
    expect(readCell(0, flag, 'gregorian', 'en')).toEqual({ value: false });
    expect(readCell('sometimes', repeat, 'gregorian', 'en')).toMatchObject({
      problem: 'importNotAChoice',
    });
  });
});
