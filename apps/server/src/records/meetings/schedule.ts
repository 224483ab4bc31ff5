import type { Calendar, FieldIssue, RepeatPeriod } from '@caffee/contract';
import { FieldValidationError, fieldIssue } from '../../http/errors.js';
import type { Row } from '../server-resource.js';
import type { Series } from './recurrence.js';

type Values = Record<string, unknown>;

/** The record as it will be after a write: the existing row with the written values on top. */
export const merged = (values: Values, existing?: Row): Values => ({ ...existing, ...values });

const isMidnightUtc = (iso: unknown) =>
  typeof iso === 'string' && new Date(iso).toISOString().endsWith('T00:00:00.000Z');

/** The written values of a calendar event: one message per field that does not add up. */
export function checkSeries(record: Values, written: Values): void {
  const errors: FieldIssue[] = [];
  const allDay = Boolean(record.allDay);
  const repeat = (record.repeat ?? 'none') as RepeatPeriod;
  if (allDay && !(isMidnightUtc(record.startsAt) && isMidnightUtc(record.endsAt))) {
    errors.push(fieldIssue('startsAt', 'allDayDates'));
  }
  const until = record.repeatUntil ?? null;
  const count = record.repeatCount ?? null;
  if (repeat === 'none' && (written.repeatUntil != null || written.repeatCount != null)) {
    errors.push(fieldIssue('repeat', 'repeatRequired'));
  }
  if (until !== null && count !== null) {
    errors.push(fieldIssue('repeatCount', 'untilOrCount'));
  }
  // The end after the start and the repeats after the first day are the contract's
  // `calendarEventDates`, checked in the store. `repeatCalendar` is not checked against the
  // repeat: daily and weekly repeats (and one-offs) ignore it, since no calendar changes a
  // day or a week, and a form that switches from monthly to weekly and back keeps it.
  if (errors.length) throw new FieldValidationError(errors);
}

/**
 * Values a write implies: a one-off event has no end of repeats, and naming one kind of
 * end (until or count) clears the other, so switching between them is one request.
 */
export function impliedSeries(written: Values): Values {
  const out: Values = {};
  if (written.repeat === 'none' && written.repeatUntil === undefined) out.repeatUntil = null;
  if (written.repeat === 'none' && written.repeatCount === undefined) out.repeatCount = null;
  if (written.repeatUntil != null && written.repeatCount === undefined) out.repeatCount = null;
  if (written.repeatCount != null && written.repeatUntil === undefined) out.repeatUntil = null;
  return out;
}

/** A stored calendar event row as a series. */
export function seriesOf(row: Values): Series {
  return {
    startsAt: String(row.startsAt),
    endsAt: String(row.endsAt),
    allDay: Boolean(row.allDay),
    repeat: (row.repeat ?? 'none') as RepeatPeriod,
    repeatCalendar: (row.repeatCalendar ?? 'gregorian') as Calendar,
    repeatUntil: (row.repeatUntil as string | null) ?? null,
    repeatCount: (row.repeatCount as number | null) ?? null,
  };
}
