/**
 * The calendars a reader may choose (a display preference). A module of its own, without the
 * date code (calendar-dates.ts), so the sign-in page's preferences load none of it.
 */
export const CALENDARS = ['gregorian', 'ethiopic'] as const;
export type Calendar = (typeof CALENDARS)[number];
