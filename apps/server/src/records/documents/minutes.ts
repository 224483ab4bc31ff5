// What a meeting's minutes add to its agenda (agenda.ts): who attended, from its attendance
// registers as they were recorded, and the lines the chair and the secretary sign.
import { ATTENDANCE_STATUSES, LOCALE_TAGS, type Calendar, type Locale } from '@caffee/contract';
import type { Content } from 'pdfmake';
import type { Services } from '../../services.js';
import { words } from '../export-words.js';
import { summarize } from '../meetings/summaries.js';
import { longDate } from './document-parts.js';

/** Room to write a name, a signature, a date by hand. */
const BLANK = '_'.repeat(34);

/**
 * Each live register of the meeting (a meeting over two days has two): its date, then per
 * status its count and the names, sorted as the reader's language sorts, and how many came.
 */
export async function attendanceSection(
  services: Services,
  meetingId: number,
  locale: Locale,
  calendar: Calendar,
): Promise<Content[]> {
  const say = (key: string, params?: Record<string, string | number>) =>
    words(locale, `crud.document.${key}`, params) ?? key;
  const title: Content = { text: say('attendance'), style: 'section' };
  const registers = await services.db
    .selectFrom('attendances')
    .select(['id', 'date'])
    .where('meetingId', '=', meetingId)
    .where('deletedAt', 'is', null)
    .orderBy('date')
    .orderBy('id')
    .execute();
  if (registers.length === 0) return [title, { text: say('noRegister') }];
  const lines = await services.db
    .selectFrom('attendanceAttendees')
    .leftJoin('users', 'users.id', 'attendanceAttendees.userId')
    .select(['attendanceAttendees.attendanceId', 'attendanceAttendees.status', 'users.name'])
    .where(
      'attendanceAttendees.attendanceId',
      'in',
      registers.map((r) => r.id),
    )
    .execute();
  const collator = new Intl.Collator(LOCALE_TAGS[locale], { numeric: true });
  const percent = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'percent' });
  return [
    title,
    ...registers.flatMap((register): Content[] => {
      const mine = lines.filter((l) => l.attendanceId === register.id);
      const summary = summarize(
        ATTENDANCE_STATUSES.map((status) => ({
          status,
          count: mine.filter((l) => l.status === status).length,
        })),
      );
      const rows = ATTENDANCE_STATUSES.map((status) => [
        words(locale, `attendance.status.${status}`) ?? status,
        String(summary[status]),
        mine
          .filter((l) => l.status === status)
          .map((l) => l.name ?? '')
          .sort(collator.compare)
          .join(', '),
      ]);
      return [
        {
          text: say('registerDate', { date: longDate(register.date, locale, calendar) }),
          bold: true,
          margin: [0, 4, 0, 4],
        },
        {
          table: { widths: [90, 30, '*'], body: rows },
          layout: 'lightHorizontalLines',
        },
        {
          text: say('attended', {
            came: summary.present + summary.late,
            total: summary.total,
            rate: summary.rate === null ? '—' : percent.format(summary.rate),
          }),
          margin: [0, 4, 0, 6],
        },
      ];
    }),
  ];
}

/** The chair's and the secretary's lines: name, signature and date left blank to write in. */
export function signatureLines(locale: Locale): Content[] {
  const say = (key: string) => words(locale, `crud.document.${key}`) ?? key;
  const block = (role: string): Content => ({
    stack: [
      { text: say(role), bold: true, margin: [0, 0, 0, 12] },
      ...['name', 'signature', 'date'].map((line) => ({
        text: `${say(line)}: ${BLANK}`,
        margin: [0, 0, 0, 16],
      })),
    ],
  });
  return [
    { text: say('signatures'), style: 'section', margin: [0, 24, 0, 12] },
    { columns: [block('chair'), block('secretary')], columnGap: 24, unbreakable: true },
  ];
}
