// An attendance register's sign-in sheet (`GET /attendances/{id}/sign-in-sheet.pdf`): every
// person the register lists (its meeting's invitees, or every active council member for a
// calendar event: roll.ts), by name, with the status recorded so far and a signature column,
// across A4's width, the header row repeated on each page. The secretariat prints it for the
// day and types the statuses in afterwards.
import { IdParamsSchema, LOCALE_TAGS, type Resource } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Content } from 'pdfmake';
import { notFound } from '../../http/errors.js';
import { summaryOf } from '../../http/openapi.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { words } from '../export-words.js';
import { rollOf } from '../meetings/roll.js';
import type { RequestContext } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { DocumentQuerySchema, longDate, framing, sendPdf } from './document-parts.js';
import { renderPdf } from './pdf.js';

/** A signature needs room: rows this tall fit about 24 to an A4 page. */
const ROW_HEIGHT = 24;

interface Subject {
  type: 'meeting' | 'calendar-event';
  id: number;
  title: string;
}

/** The sheet's lines: the roll, and anyone recorded who is no longer on it, by name. */
async function sheetLines(
  services: Services,
  attendanceId: number,
  subject: Subject,
  ctx: RequestContext,
) {
  const roll = await rollOf(
    services,
    subject.type === 'meeting' ? { meetingId: subject.id } : { calendarEventId: subject.id },
    ctx,
  );
  const recorded = await services.db
    .selectFrom('attendanceAttendees')
    .leftJoin('users', 'users.id', 'attendanceAttendees.userId')
    .select(['attendanceAttendees.userId', 'attendanceAttendees.status', 'users.name'])
    .where('attendanceAttendees.attendanceId', '=', attendanceId)
    .execute();
  const status = new Map(recorded.map((r) => [r.userId, r.status]));
  const people = new Map(roll.map((p) => [p.userId, p.name]));
  for (const r of recorded) if (!people.has(r.userId)) people.set(r.userId, r.name ?? '');
  // By name as the reader's language sorts, numbers in a name by their value.
  const collator = new Intl.Collator(LOCALE_TAGS[ctx.locale], { numeric: true });
  return [...people]
    .map(([userId, name]) => ({ name, status: status.get(userId) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function registerSignInSheet(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
) {
  app.withTypeProvider<ZodTypeProvider>().get('/attendances/:id/sign-in-sheet.pdf', {
    // Whoever takes the register prints its sheet: it lists everyone on it.
    config: { access: 'attendances:record', answers: 'application/pdf' },
    schema: {
      tags: ['attendances'],
      summary: summaryOf('attendances' as Resource, "a register's sign-in sheet as a PDF"),
      description:
        'Every person the register lists, by name, with the status recorded so far and a ' +
        'column to sign in, on A4 with the header repeated on each page, in `locale` and ' +
        '`calendar`.',
      params: IdParamsSchema,
      querystring: DocumentQuerySchema.omit({ includes: true }),
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      const { calendar } = request.query;
      const register = await store.get(request.params.id, ctx, ['subject']);
      const subject = register.subject as Subject | null;
      if (!subject) throw notFound('Attendance');
      const lines = await sheetLines(services, register.id as number, subject, ctx);
      const { locale } = ctx;
      const say = (key: string, params?: Record<string, string | number>) =>
        words(locale, `crud.document.${key}`, params) ?? key;
      const header = ['number', 'name', 'status', 'signature'].map((key) => ({
        text: say(key),
        style: 'header',
      }));
      const body = lines.map((line, i) => [
        String(i + 1),
        line.name,
        line.status ? (words(locale, `attendance.status.${line.status}`) ?? line.status) : '',
        '',
      ]);
      const content: Content[] = [
        {
          text: say('registerDate', { date: longDate(String(register.date), locale, calendar) }),
          margin: [0, 0, 0, 8],
        },
        {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [28, '*', 90, 150],
            heights: (row: number) => (row === 0 ? undefined : ROW_HEIGHT),
            body: [header, ...body],
          },
        },
      ];
      const pdf = await renderPdf(
        {
          ...(await framing(services, ctx, calendar)),
          title: subject.title,
          kind: say('signInSheet'),
        },
        content,
      );
      return sendPdf(reply, pdf, `sign-in-sheet-${register.id as number}.pdf`);
    },
  });
}
