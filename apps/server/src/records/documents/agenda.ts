// A meeting's agenda to hand out (`GET /meetings/{id}/agenda.pdf`): when and where, the
// committee, then the items in order with their presenters and the files attached to each,
// the header row repeated on each page. The same permission and scope as reading the meeting:
// a member not invited to it gets a 404.
import { IdParamsSchema, type AgendaItem, type Resource } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Content } from 'pdfmake';
import { summaryOf } from '../../http/openapi.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { words } from '../export-words.js';
import type { ServerResource } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { DocumentQuerySchema, framing, sendPdf } from './document-parts.js';
import { renderPdf } from './pdf.js';
import { fieldRows, fieldsTable, includesOf, text } from './record-document.js';

/** What an agenda says of its meeting before the items. */
const MEETING_FIELDS = ['startsAt', 'endsAt', 'location', 'groupId', 'categoryId'];

export function registerAgendaDocument(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
  served: (path: Resource) => ServerResource,
) {
  app.withTypeProvider<ZodTypeProvider>().get('/meetings/:id/agenda.pdf', {
    config: { access: 'meetings:read', answers: 'application/pdf' },
    schema: {
      tags: ['meetings'],
      summary: summaryOf('meetings', "a meeting's agenda as a PDF"),
      description:
        'The meeting (when, where, its committee) and its agenda items in order with their ' +
        'presenters and attached files, on A4 in `locale` and `calendar`.',
      params: IdParamsSchema,
      querystring: DocumentQuerySchema.omit({ includes: true }),
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      const { calendar } = request.query;
      const { locale } = ctx;
      const meetings = served('meetings');
      const meeting = await store.get(request.params.id, ctx, ['agenda', ...includesOf(meetings)]);
      const say = (key: string) => words(locale, `crud.document.${key}`) ?? key;
      const rows = await fieldRows(
        services,
        meetings,
        served,
        ctx,
        meeting,
        MEETING_FIELDS,
        calendar,
      );
      const items = [...((meeting.agenda ?? []) as AgendaItem[])].sort(
        (a, b) => a.position - b.position,
      );
      const header = [
        say('number'),
        say('item'),
        say('presenter'),
        words(locale, 'crud.files'),
      ].map((label) => ({ text: label ?? '', style: 'header' }));
      const content: Content[] = [
        fieldsTable(rows),
        { text: say('agenda'), style: 'section' },
        items.length
          ? {
              table: {
                headerRows: 1,
                dontBreakRows: true,
                widths: [28, '*', 110, 130],
                body: [
                  header,
                  ...items.map((item, i) => [
                    String(i + 1),
                    item.title,
                    item.presenter ?? '',
                    item.files.length ? { ul: item.files.map((f) => f.originalName) } : '',
                  ]),
                ],
              },
            }
          : { text: say('noAgenda') },
      ];
      const pdf = await renderPdf(
        {
          ...(await framing(services, ctx, calendar)),
          title: text(meeting.title),
          kind: say('agenda'),
        },
        content,
      );
      return sendPdf(reply, pdf, `agenda-${meeting.id as number}.pdf`);
    },
  });
}
