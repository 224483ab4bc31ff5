import { z } from 'zod';
import { FIELD_ERRORS } from './field-errors.js';
import { DATE_MAX, DATE_MIN, withinDates } from './filter-values.js';

// Every date a record takes is within the product's dates, as its list filters are: a
// year 0000 or 9999 is a typing mistake, and PostgreSQL refuses some that SQLite stores.
const inDates = (text: string) => withinDates(text.slice(0, 10));
const outOfDates = { message: `Give a date from ${DATE_MIN} to ${DATE_MAX}` };
const toUtc = (v: string) => new Date(v).toISOString();

/** An instant: ISO 8601 with an offset, or a date (taken as 00:00 UTC); stored in UTC. */
export const InstantSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine(inDates, outOfDates)
  .transform(toUtc);

/** An instant with its offset (`2026-05-01T09:00:00+03:00`), stored in UTC. */
export const DateTimeSchema = z.iso
  .datetime({ offset: true, message: FIELD_ERRORS.dateTime })
  .refine(inDates, outOfDates)
  .transform(toUtc);

/** A calendar date, `YYYY-MM-DD`. */
export const CalendarDateSchema = z.iso.date().refine(inDates, outOfDates);
