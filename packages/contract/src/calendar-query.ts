import { z } from 'zod';
import { CALENDARS } from './calendars.js';

/**
 * The calendar a file or a document is written in (`?calendar=`): `ethiopic` or `gregorian`,
 * Gregorian when none is asked for. `ethiopian`, as people say it (and issue 43 writes it), is
 * taken for `ethiopic`. Apart from calendars.ts, which the sign-in page loads without zod.
 */
export const CalendarQuerySchema = z.preprocess(
  (value) => (value === 'ethiopian' ? 'ethiopic' : value),
  z.enum(CALENDARS).default('gregorian'),
);
