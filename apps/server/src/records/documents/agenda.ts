// A meeting's papers: its agenda to hand out (`GET /meetings/{id}/agenda.pdf`) and its minutes
// to sign (`GET /meetings/{id}/minutes.pdf`). Both open with when and where, the committee, then
// the items in order with their presenters, the header row repeated on each page: the agenda
// with the files attached to each item, the minutes with what was decided on each, then who
// attended and the chair's and the secretary's signatures. The same permission and scope as
// reading the meeting: a member not invited to it gets a 404.
import {
  IdParamsSchema,
  type AgendaItem,
  type Calendar,
  type Locale,
  type Resource,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Content } from 'pdfmake';
import { summaryOf } from '../../http/openapi.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { words } from '../export-words.js';
import type { RequestContext, ServerResource } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { DocumentQuerySchema, framing, sendPdf } from './document-parts.js';
import { attendanceSection, signatureLines } from './minutes.js';
import { renderPdf } from './pdf.js';
import { fieldRows, fieldsTable, includesOf, text } from './record-document.js';

/** What the papers say of their meeting before the items. */
const MEETING_FIELDS = ['startsAt', 'endsAt', 'location', 'groupId', 'categoryId'];

/** One of a meeting's papers: its items' table and what follows it. */
interface Paper {
  /** Its file name and its name under `crud.document`. */
  name: 'agenda' | 'minutes';
  summary: string;
  description: string;
  /** The items' columns after the number and the title (labels under `crud.document`). */
  widths: (number | string)[];
  columns: string[];
  cells: (item: AgendaItem, say: (key: string) => string) => Content[];
  after?: (
    services: Services,
    meetingId: number,
    ctx: RequestContext,
    calendar: Calendar,
  ) => Promise<Content[]>;
}

const PAPERS: Paper[] = [
  {
    name: 'agenda',
    summary: "a meeting's agenda as a PDF",
    description:
      'The meeting (when, where, its committee) and its agenda items in order with their ' +
      'presenters and attached files, on A4 in `locale` and `calendar`.',
    widths: [28, '*', 110, 130],
    columns: ['presenter', 'files'],
    cells: (item) => [
      item.presenter ?? '',
      item.files.length ? { ul: item.files.map((f) => f.originalName) } : '',
    ],
  },
  {
    name: 'minutes',
    summary: "a meeting's minutes as a PDF",
    description:
      'The meeting (when, where, its committee), its agenda items in order with their ' +
      'presenters and the decision on each, who attended as its registers recorded (counts ' +
      'per status and names), and lines for the chair and the secretary to sign, on A4 in ' +
      '`locale` and `calendar`.',
    widths: [28, '*', 110],
    columns: ['presenter'],
    cells: (item) => [item.presenter ?? ''],
    after: async (services, meetingId, ctx, calendar) => [
      ...(await attendanceSection(services, meetingId, ctx.locale, calendar)),
      ...signatureLines(ctx.locale),
    ],
  },
];

/** An item's title, and on the minutes what was decided on it under it. */
const titleCell = (paper: Paper, item: AgendaItem, say: (key: string) => string): Content =>
  paper.name === 'minutes'
    ? {
        stack: [
          { text: item.title, bold: true },
          {
            text: [
              { text: `${say('decision')}: `, style: 'label' },
              item.decision ?? { text: say('noDecision'), style: 'label' },
            ],
            margin: [0, 3, 0, 0],
          },
        ],
      }
    : item.title;

function itemsTable(paper: Paper, items: AgendaItem[], locale: Locale): Content {
  const say = (key: string) => words(locale, `crud.document.${key}`) ?? key;
  const header = ['number', 'item', ...paper.columns].map((key) => ({
    text: key === 'files' ? (words(locale, 'crud.files') ?? key) : say(key),
    style: 'header',
  }));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: paper.widths,
      body: [
        header,
        ...items.map((item, i) => [
          String(i + 1),
          titleCell(paper, item, say),
          ...paper.cells(item, say),
        ]),
      ],
    },
  };
}

export function registerMeetingPapers(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
  served: (path: Resource) => ServerResource,
) {
  for (const paper of PAPERS) {
    app.withTypeProvider<ZodTypeProvider>().get(`/meetings/:id/${paper.name}.pdf`, {
      config: { access: 'meetings:read', answers: 'application/pdf' },
      schema: {
        tags: ['meetings'],
        summary: summaryOf('meetings', paper.summary),
        description: paper.description,
        params: IdParamsSchema,
        querystring: DocumentQuerySchema.omit({ includes: true }),
      },
      handler: async (request, reply) => {
        const ctx = contextOf(request);
        const { calendar } = request.query;
        const { locale } = ctx;
        const meetings = served('meetings');
        const meeting = await store.get(request.params.id, ctx, [
          'agenda',
          ...includesOf(meetings),
        ]);
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
        const content: Content[] = [
          fieldsTable(rows),
          { text: say('agenda'), style: 'section' },
          items.length ? itemsTable(paper, items, locale) : { text: say('noAgenda') },
          ...((await paper.after?.(services, meeting.id as number, ctx, calendar)) ?? []),
        ];
        const pdf = await renderPdf(
          {
            ...(await framing(services, ctx, calendar)),
            title: text(meeting.title),
            kind: say(paper.name),
          },
          content,
        );
        return sendPdf(reply, pdf, `${paper.name}-${meeting.id as number}.pdf`);
      },
    });
  }
}
