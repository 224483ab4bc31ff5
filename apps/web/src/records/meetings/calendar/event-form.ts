import {
  CALENDAR_REPEATS,
  CALENDARS,
  calendarEventDates,
  DATE_MAX,
  DATE_MIN,
  fieldErrorCheck,
  LOCATION_MAX,
  MEETING_TITLE_MAX,
  REPEAT_COUNT_MAX,
  REPEAT_PERIODS,
  withinDates,
  type Calendar,
} from '@caffee/contract';
import { z } from 'zod';
import type { EventBody } from './calendar-api';

const title = z.string().trim().max(MEETING_TITLE_MAX);
const inBounds = (v: string) => withinDates(v.slice(0, 10));
const moment = z
  .string()
  .min(1)
  .refine(inBounds, fieldErrorCheck('dateRange', { min: DATE_MIN, max: DATE_MAX }));

/** What the create dialog edits: inputs' own strings, turned into the API body on submit. */
export const EventFormSchema = z
  .object({
    title: z.object({ om: title, en: title, am: title }),
    allDay: z.boolean(),
    start: moment,
    end: moment,
    // The resolver turns blank inputs into undefined.
    location: z.string().trim().max(LOCATION_MAX).optional(),
    categoryId: z.number().int().positive().optional(),
    repeat: z.enum(REPEAT_PERIODS),
    repeatCalendar: z.enum(CALENDARS),
    repeatEnd: z.enum(['never', 'until', 'count']),
    repeatUntil: z.string().optional(),
    repeatCount: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.title.om && !v.title.en && !v.title.am) {
      ctx.addIssue({ code: 'custom', path: ['title', 'om'], message: 'validation.oneLanguage' });
    }
    // The contract's orderings (the end not before the start, repeats until the first day
    // or later), on the body the dialog sends, each shown on the dialog's own input.
    if (inBounds(v.start) && inBounds(v.end)) {
      for (const issue of calendarEventDates.issues(toEventBody(v))) {
        const path = SERVER_FIELDS[issue.field];
        if (path)
          ctx.addIssue({
            code: 'custom',
            path: [path],
            ...fieldErrorCheck(issue.code, issue.params),
          });
      }
    }
    if (v.repeat === 'none') return;
    if (v.repeatEnd === 'until' && !(v.repeatUntil && inBounds(v.repeatUntil))) {
      ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: 'validation.invalid' });
    }
    const count = Number(v.repeatCount);
    if (
      v.repeatEnd === 'count' &&
      !(Number.isInteger(count) && count >= 1 && count <= REPEAT_COUNT_MAX)
    ) {
      ctx.addIssue({ code: 'custom', path: ['repeatCount'], message: 'validation.invalid' });
    }
  });
export type EventFormValues = z.infer<typeof EventFormSchema>;

/**
 * The form's first values for an event on a day (09:00–10:00); a monthly or yearly repeat
 * follows the reader's calendar unless they choose the other.
 */
export const eventDefaults = (day: string, calendar: Calendar = 'gregorian'): EventFormValues => ({
  title: { om: '', en: '', am: '' },
  allDay: false,
  start: `${day}T09:00`,
  end: `${day}T10:00`,
  location: '',
  categoryId: undefined,
  repeat: 'none',
  repeatCalendar: calendar,
  repeatEnd: 'never',
  repeatUntil: '',
  repeatCount: '',
});

/** The `POST calendar-events` body: local times with their offset, dates for all-day events. */
export function toEventBody(v: EventFormValues): EventBody {
  const instant = (s: string) => (v.allDay ? s.slice(0, 10) : new Date(s).toISOString());
  const repeating = v.repeat !== 'none';
  return {
    title: { om: v.title.om, en: v.title.en, am: v.title.am },
    startsAt: instant(v.start),
    endsAt: instant(v.end),
    allDay: v.allDay,
    location: v.location || null,
    categoryId: v.categoryId ?? null,
    repeat: v.repeat,
    // Only where a calendar changes the repeat; the API's default (Gregorian) otherwise.
    ...((CALENDAR_REPEATS as readonly string[]).includes(v.repeat)
      ? { repeatCalendar: v.repeatCalendar }
      : {}),
    repeatUntil: repeating && v.repeatEnd === 'until' ? (v.repeatUntil ?? null) : null,
    repeatCount: repeating && v.repeatEnd === 'count' ? Number(v.repeatCount) : null,
  };
}

/** Server field names (422) → the form's fields. */
export const SERVER_FIELDS: Record<string, keyof EventFormValues | 'title.om'> = {
  title: 'title.om',
  'title.om': 'title.om',
  startsAt: 'start',
  endsAt: 'end',
  location: 'location',
  repeat: 'repeat',
  repeatCalendar: 'repeatCalendar',
  repeatUntil: 'repeatUntil',
  repeatCount: 'repeatCount',
};
