import {
  DATE_MAX,
  DATE_MIN,
  ethiopicMonthLength,
  ethiopicToIso,
  instantOf,
  isEthiopicDate,
  isoToEthiopic,
  withinDates,
  type FieldErrorCode,
} from '@caffee/contract';

// A date typed in the Ethiopian calendar, part by part. The form keeps the value it always
// had (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` local); while the parts name no day of the
// product's range, it holds a draft instead, which no date check takes: the form refuses to
// send it, and the input reads its parts back from it and says what is wrong.

/** What the person typed or chose: day, month (1–13), year E.C. and, for a date-time, time. */
export interface EntryParts {
  day: string;
  month: string;
  year: string;
  time: string;
}

/** Why some parts name no date to store: a field error code and its values. */
export interface EntryProblem {
  code: FieldErrorCode;
  params?: Record<string, string | number>;
}

const DRAFT = 'ethiopic|';
const EMPTY: EntryParts = { day: '', month: '', year: '', time: '' };
const DIGITS = /^\d{1,4}$/;

/** Whether a form value is a draft of parts (see above), not a date. */
export const isEntryDraft = (value: unknown) =>
  typeof value === 'string' && value.startsWith(DRAFT);

/** The parts a form value shows: a stored date's Ethiopian day, month and year, or a draft's. */
export function partsOfValue(value: unknown): EntryParts {
  if (typeof value !== 'string' || value === '') return EMPTY;
  if (isEntryDraft(value)) {
    const [day = '', month = '', year = '', time = ''] = value.slice(DRAFT.length).split('|');
    return { day, month, year, time };
  }
  if (!instantOf(value.slice(0, 10))) return EMPTY;
  const { year, month, day } = isoToEthiopic(value);
  return { day: String(day), month: String(month), year: String(year), time: value.slice(11, 16) };
}

const isEmpty = (parts: EntryParts) => Object.values(parts).every((p) => p.trim() === '');

/** What is wrong with the parts, or undefined when they name a date in range (or are empty). */
export function entryProblem(parts: EntryParts, withTime: boolean): EntryProblem | undefined {
  if (isEmpty(parts)) return undefined;
  const [day, month, year] = [parts.day, parts.month, parts.year].map((p) => p.trim());
  if (!day || !month || !year) return { code: 'dateIncomplete' };
  if (![day, month, year].every((p) => DIGITS.test(p!))) return { code: 'invalid' };
  const date = { day: Number(day), month: Number(month), year: Number(year) };
  if (date.day < 1 || date.month < 1 || date.month > 13) return { code: 'invalid' };
  if (!isEthiopicDate(date)) {
    const days = ethiopicMonthLength(date.year, date.month);
    return { code: 'noSuchDay', params: { month: date.month, year: date.year, days } };
  }
  if (!withinDates(ethiopicToIso(date))) {
    return { code: 'dateRange', params: { min: DATE_MIN, max: DATE_MAX } };
  }
  if (withTime && !/^\d{2}:\d{2}$/.test(parts.time)) return { code: 'dateTime' };
  return undefined;
}

/** The form value of some parts: the date (with its time), '' when all are empty, else a draft. */
export function valueOfParts(parts: EntryParts, withTime: boolean): string {
  if (isEmpty(parts)) return '';
  if (entryProblem(parts, withTime)) {
    return (
      DRAFT +
      [parts.day, parts.month, parts.year, parts.time].map((p) => p.replaceAll('|', '')).join('|')
    );
  }
  const iso = ethiopicToIso({
    day: Number(parts.day),
    month: Number(parts.month),
    year: Number(parts.year),
  });
  return withTime ? `${iso}T${parts.time}` : iso;
}

/**
 * A form value turned into a date (`withTime` false) or a date-time at `time` (an event made
 * all-day, or not): a date keeps its day, a draft its typed parts, empty stays empty.
 */
export function withOrWithoutTime(value: string, withTime: boolean, time: string): string {
  if (isEntryDraft(value)) {
    const parts = partsOfValue(value);
    return valueOfParts({ ...parts, time: withTime ? parts.time || time : '' }, withTime);
  }
  if (value === '') return '';
  return withTime ? `${value.slice(0, 10)}T${time}` : value.slice(0, 10);
}
