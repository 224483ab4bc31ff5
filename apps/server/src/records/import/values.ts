// A cell of an imported file as the value a form would send for its field: numbers, choices by
// value or by label in any language, yes/no, dates as ISO or day/month/year in the reader's
// calendar. References by name are looked up apart (names.ts); this is the rest.
import {
  CALENDAR_TIME_ZONE,
  ethiopicToIso,
  isEthiopicDate,
  type Calendar,
  type FieldDecl,
  type FieldErrorCode,
  type Locale,
} from '@caffee/contract';
import { valueLabels, valueLabelsEverywhere } from '../export-words.js';
import { cellText, type Cell } from './sheet.js';

/** A value, or why the cell gives none. */
export type Read =
  { value: unknown } | { problem: FieldErrorCode; params?: Record<string, string | number> };

const fold = (text: string) => text.normalize('NFC').trim().toLowerCase();
const pad = (n: number) => String(n).padStart(2, '0');

/** A number cell or the digits of one (`12`, `#12`: an export's deleted record). */
export function wholeNumber(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) ? cell : undefined;
  const text = typeof cell === 'string' ? cell.replace(/^#/, '') : '';
  return /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
}

const choices = new WeakMap<FieldDecl, Map<string, string>>();

/** `folded label or value → value` of an enum or boolean field, in every language. */
function choicesOf(field: FieldDecl): Map<string, string> {
  let map = choices.get(field);
  if (!map) {
    map = new Map();
    const values = field.kind === 'boolean' ? ['true', 'false'] : (field.values ?? []);
    for (const value of values) map.set(fold(value), value);
    for (const [value, labels] of Object.entries(valueLabelsEverywhere(field))) {
      for (const label of labels) if (!map.has(fold(label))) map.set(fold(label), value);
    }
    if (field.kind === 'boolean') {
      for (const [word, value] of [
        ['1', 'true'],
        ['0', 'false'],
        ['yes', 'true'],
        ['no', 'false'],
      ] as const)
        if (!map.has(word)) map.set(word, value);
    }
    choices.set(field, map);
  }
  return map;
}

/** The date parts of `d/m/y`, `d.m.y` or `d-m-y`, with an optional `hh:mm`. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]+(\d{1,2}):(\d{2}))?$/;
/** ISO without an offset: `2026-05-01 09:00`, read as the council's time. */
const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const offset = (() => {
  const m = CALENDAR_TIME_ZONE.offsetMinutes;
  return `${m < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(m) / 60))}:${pad(Math.abs(m) % 60)}`;
})();

const isGregorianDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * A date or a date and time. A spreadsheet's date cell is a day and a wall-clock time: the
 * council's (Addis Ababa) time. Text: ISO (with its offset, or the council's time), or
 * day/month/year in the reader's calendar (an Ethiopian date is turned into its Gregorian day).
 */
function readDate(cell: Cell, field: FieldDecl, calendar: Calendar): Read {
  const dateOnly = field.kind === 'date';
  const notADate: Read = { problem: 'importNotADate' };
  if (cell instanceof Date) {
    const day = cell.toISOString().slice(0, 10);
    if (dateOnly) return { value: day };
    return { value: `${day}T${cell.toISOString().slice(11, 19)}${offset}` };
  }
  const text = cellText(cell).trim();
  const local = LOCAL_ISO.exec(text);
  if (local) {
    const [, day, h, m, s = '00'] = local;
    return { value: dateOnly ? day : `${day}T${h}:${m}:${s}${offset}` };
  }
  const parts = DAY_FIRST.exec(text);
  if (parts) {
    const [, d, m, y, h, min] = parts;
    const [day, month, year] = [Number(d), Number(m), Number(y)];
    let iso: string;
    if (calendar === 'ethiopic') {
      if (!isEthiopicDate({ year, month, day })) return notADate;
      iso = ethiopicToIso({ year, month, day });
    } else {
      if (!isGregorianDay(year, month, day)) return notADate;
      iso = `${year}-${pad(month)}-${pad(day)}`;
    }
    if (dateOnly || h === undefined) return { value: iso };
    if (Number(h) > 23 || Number(min) > 59) return notADate;
    return { value: `${iso}T${pad(Number(h))}:${min}:00${offset}` };
  }
  // Anything else ISO-like goes to the field's own schema, which says what is wrong with it.
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? { value: text } : notADate;
}

/**
 * The value of a cell for a field other than a reference (names.ts reads those), or the
 * problem with it. An empty cell is `null`: nothing given.
 */
export function readCell(cell: Cell, field: FieldDecl, calendar: Calendar, locale: Locale): Read {
  if (cell === null || (typeof cell === 'string' && cell === '')) return { value: null };
  switch (field.kind) {
    case 'number':
    case 'reference':
    case 'kebele': {
      const n = wholeNumber(cell);
      return n === undefined ? { problem: 'importNotANumber' } : { value: n };
    }
    case 'boolean':
    case 'enum': {
      if (typeof cell === 'boolean' && field.kind === 'boolean') return { value: cell };
      const value = choicesOf(field).get(fold(cellText(cell)));
      if (value === undefined) {
        // The choices as the reader's screens name them.
        const values = field.kind === 'boolean' ? ['true', 'false'] : (field.values ?? []);
        const labels = valueLabels(locale, field);
        const named = values.map((v) => labels[v] ?? v);
        return { problem: 'importNotAChoice', params: { values: named.join(', ') } };
      }
      return { value: field.kind === 'boolean' ? value === 'true' : value };
    }
    case 'date':
    case 'datetime':
      return readDate(cell, field, calendar);
    default:
      return { value: cellText(cell) };
  }
}
