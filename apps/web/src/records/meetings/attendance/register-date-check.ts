import { councilDay } from './subject';

/** Why a register's day looks wrong, to warn (never to refuse) before it is saved. */
export type RegisterDateIssue =
  /** The day has not come yet: a register taken ahead of its meeting or event. */
  | 'ahead'
  /** A meeting's register for a day the meeting does not take place on. */
  | 'otherDay';

/**
 * What a register's day (`YYYY-MM-DD`, council time) calls for a warning about, `today` being
 * the council's day now: a day still to come, or (a meeting's register) a day outside the
 * meeting's own days. An event's register may be for any of its occurrences.
 */
export function registerDateIssue(
  subject: { kind: 'meeting' | 'calendar-event'; startsAt: string; endsAt: string },
  date: string,
  today: string,
): RegisterDateIssue | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (subject.kind === 'meeting') {
    const first = councilDay(subject.startsAt);
    const last = councilDay(subject.endsAt);
    if (date < first || date > last) return 'otherDay';
  }
  return date > today ? 'ahead' : null;
}
