import { CalendarDateSchema, DateTimeSchema, InstantSchema } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import {
  entryProblem,
  isEntryDraft,
  partsOfValue,
  valueOfParts,
  withOrWithoutTime,
  type EntryParts,
} from './ethiopic-entry';

const parts = (day: string, month: string, year: string, time = ''): EntryParts => ({
  day,
  month,
  year,
  time,
});

describe('a date typed in the Ethiopian calendar', () => {
  it('is stored as the Gregorian date or local date-time the form always held', () => {
    expect(valueOfParts(parts('1', '1', '2019'), false)).toBe('2026-09-11');
    expect(valueOfParts(parts('6', '13', '2019'), false)).toBe('2027-09-11');
    expect(valueOfParts(parts('17', '1', '2020', '09:30'), true)).toBe('2027-09-28T09:30');
    // The product's first and last days.
    expect(valueOfParts(parts('23', '4', '1892'), false)).toBe('1900-01-01');
    expect(valueOfParts(parts('21', '4', '2092', '23:59'), true)).toBe('2099-12-31T23:59');
  });

  it('reads a stored value back as its Ethiopian parts', () => {
    expect(partsOfValue('2026-09-27')).toEqual(parts('17', '1', '2019'));
    expect(partsOfValue('2027-09-11T18:05')).toEqual(parts('6', '13', '2019', '18:05'));
    expect(partsOfValue('')).toEqual(parts('', '', ''));
    expect(partsOfValue(undefined)).toEqual(parts('', '', ''));
    expect(partsOfValue('not a date')).toEqual(parts('', '', ''));
  });

  it('stores nothing when every part is empty', () => {
    expect(valueOfParts(parts('', '', ''), true)).toBe('');
    expect(entryProblem(parts('', '', ''), true)).toBeUndefined();
  });

  it('says what is wrong rather than moving to another day', () => {
    expect(entryProblem(parts('6', '13', '2018'), false)).toEqual({
      code: 'noSuchDay',
      params: { month: 13, year: 2018, days: 5 },
    });
    expect(entryProblem(parts('31', '2', '2018'), false)).toEqual({
      code: 'noSuchDay',
      params: { month: 2, year: 2018, days: 30 },
    });
    expect(entryProblem(parts('0', '2', '2018'), false)).toEqual({ code: 'invalid' });
    expect(entryProblem(parts('12', '', '2018'), false)).toEqual({ code: 'dateIncomplete' });
    expect(entryProblem(parts('', '', '', '10:00'), true)).toEqual({ code: 'dateIncomplete' });
    expect(entryProblem(parts('12', '3', '2018'), true)).toEqual({ code: 'dateTime' });
    const range = { code: 'dateRange', params: { min: '1900-01-01', max: '2099-12-31' } };
    expect(entryProblem(parts('22', '4', '1892'), false)).toEqual(range);
    expect(entryProblem(parts('22', '4', '2092'), false)).toEqual(range);
    expect(entryProblem(parts('1', '1', '201'), false)).toEqual(range);
  });

  it('keeps unfinished parts as a draft that no date check takes', () => {
    for (const [typed, withTime] of [
      [parts('6', '13', '2018'), false],
      [parts('31', '1', '2019', '10:00'), true],
      [parts('12', '', '20|18'), false],
      [parts('1', '1', '2019'), true],
    ] as const) {
      const value = valueOfParts(typed, withTime);
      expect(isEntryDraft(value), value).toBe(true);
      expect(partsOfValue(value), value).toEqual({ ...typed, year: typed.year.replace('|', '') });
      for (const schema of [CalendarDateSchema, InstantSchema, DateTimeSchema]) {
        expect(schema.safeParse(value).success, value).toBe(false);
      }
    }
    expect(isEntryDraft('2026-09-11')).toBe(false);
  });

  it('turns a value into a date or a date-time, a draft keeping its parts', () => {
    expect(withOrWithoutTime('2026-09-27T14:30', false, '09:00')).toBe('2026-09-27');
    expect(withOrWithoutTime('2026-09-27', true, '09:00')).toBe('2026-09-27T09:00');
    expect(withOrWithoutTime('', true, '09:00')).toBe('');
    const half = valueOfParts(parts('17', '1', '', '14:30'), true);
    const dated = withOrWithoutTime(half, false, '09:00');
    expect(partsOfValue(dated)).toEqual(parts('17', '1', ''));
    expect(partsOfValue(withOrWithoutTime(dated, true, '09:00'))).toEqual(
      parts('17', '1', '', '09:00'),
    );
    expect(withOrWithoutTime(valueOfParts(parts('17', '1', '2019', '1'), true), false, '')).toBe(
      '2026-09-27',
    );
  });
});
