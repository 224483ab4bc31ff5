import {
  CalendarQuerySchema,
  LocaleSchema,
  type ListQuery,
  type Permission,
  type Resource,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodObject } from 'zod';
import { summaryOf } from '../http/openapi.js';
import type { Services } from '../services.js';
import { contextOf } from './context.js';
import { csvStream, mapBatches, startedBatches } from './csv.js';
import {
  EXPORT_FORMATS,
  exportCells,
  exportColumns,
  exportIncludes,
  type Exported,
} from './export-columns.js';
import type { RequestContext, ServerResource } from './server-resource.js';

/** Header and cell text: short enough for a spreadsheet's header, and few of them. */
const Words = z.record(z.string().min(1).max(60), z.string().max(200));

/**
 * An export's query: the list's, plus the columns, the file's form (for people, or the stored
 * values for programs and round trips) and the reader's calendar. The words are the web
 * app's, in the reader's language (`locale`, else their account's); a caller may send its own
 * headers and value labels instead. At most 50 columns and 50 fields' values.
 */
const EXPORT_QUERY = {
  locale: LocaleSchema.optional(),
  columns: z
    .preprocess(
      (v) => (v === undefined || Array.isArray(v) ? v : [v]),
      z.array(z.string().min(1).max(60)).min(1).max(50),
    )
    .optional(),
  format: z.enum(EXPORT_FORMATS).default('people'),
  labels: Words.refine((o) => Object.keys(o).length <= 50, 'At most 50 columns').optional(),
  values: z
    .record(z.string().min(1).max(60), Words)
    .refine((o) => Object.keys(o).length <= 50, 'At most 50 fields')
    .optional(),
  calendar: CalendarQuerySchema,
};

export interface ExportRoute {
  /** The list's path: the export is `{path}/export.csv`, its file `{path}-{day}.csv`. */
  path: string;
  /** The permission the list needs. */
  access: Permission;
  /** What the export's columns are, from the record type's declaration. */
  exported: Exported;
  /** The list's query, which the export takes too. */
  listQuery: ZodObject;
  /** Every record the list's query matches, in batches, as the reader may see them. */
  batches: (
    query: ListQuery,
    ctx: RequestContext,
  ) => AsyncIterable<readonly Record<string, unknown>[]>;
}

/**
 * `GET {path}/export.csv`: the whole filtered, sorted list as CSV, streamed, as people read
 * it (the screens' headers, references by name, labels, dates in the reader's calendar beside
 * the ISO value), or with `format=machine` as stored.
 */
export function registerExport(
  app: FastifyInstance,
  services: Services,
  route: ExportRoute,
  served: (path: Resource) => ServerResource,
) {
  app.withTypeProvider<ZodTypeProvider>().get(`/${route.path}/export.csv`, {
    config: { access: route.access, answers: 'text/csv' },
    schema: {
      tags: [route.path],
      summary: summaryOf(route.path, 'export the list as CSV'),
      description:
        'The whole filtered, sorted list as CSV, streamed, as people read it, in `locale` ' +
        "(else the caller's language): the screens' headers, references by name, enums and " +
        "booleans by their labels, dates in the reader's calendar beside the ISO value. " +
        '`columns[]` picks the columns; `labels[field]` and `values[field][value]` give words ' +
        "of the caller's own instead. `format=machine`: `id` and the fields by name, values " +
        'as stored (ids, codes, ISO dates), for programs and for importing back.',
      querystring: route.listQuery.extend(EXPORT_QUERY),
    },
    handler: async (request, reply) => {
      const {
        columns: picked,
        format,
        labels,
        values,
        calendar,
        ...list
      } = request.query as Omit<ListQuery, 'locale'> & z.infer<z.ZodObject<typeof EXPORT_QUERY>>;
      // Without `locale`, the language of the caller's account, as their screens and mail.
      const ctx = contextOf(request);
      const query: ListQuery = { ...list, locale: ctx.locale, includes: exportIncludes(format) };
      const options = { columns: picked, format, labels, values, calendar, locale: ctx.locale };
      const columns = exportColumns(route.exported, options);
      const cells = exportCells(services, columns, options, served, {
        ...(route.exported.includes ? { includes: route.exported.includes } : {}),
        ctx,
      });
      const day = new Date().toISOString().slice(0, 10);
      const batches = await startedBatches(mapBatches(route.batches(query, ctx), cells), (err) => {
        request.log.error({ err }, 'export failed while streaming: connection cut');
        reply.raw.destroy();
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${route.path}-${day}.csv"`)
        .send(
          csvStream(
            columns.map((col) => col.header),
            batches,
          ),
        );
    },
  });
}
