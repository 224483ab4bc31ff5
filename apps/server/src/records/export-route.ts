import { CALENDARS, type ListQuery, type Permission, type Resource } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodObject } from 'zod';
import { summaryOf } from '../http/openapi.js';
import type { Services } from '../services.js';
import { contextOf } from './context.js';
import { csvStream, mapBatches, startedBatches } from './csv.js';
import { exportCells, exportColumns, type Exported } from './export-columns.js';
import type { RequestContext, ServerResource } from './server-resource.js';

/** Header and cell text: short enough for a spreadsheet's header, and few of them. */
const Words = z.record(z.string().min(1).max(60), z.string().max(200));

/**
 * An export's query: the list's, plus the columns' headers, the labels of enum and boolean
 * values (both from the web app, in the reader's language: the server keeps no UI text),
 * and the reader's calendar. At most 50 columns and 50 fields' values.
 */
const EXPORT_QUERY = {
  labels: Words.refine((o) => Object.keys(o).length <= 50, 'At most 50 columns').optional(),
  values: z
    .record(z.string().min(1).max(60), Words)
    .refine((o) => Object.keys(o).length <= 50, 'At most 50 fields')
    .optional(),
  calendar: z.enum(CALENDARS).default('gregorian'),
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
 * it (references by name, labels, dates in the reader's calendar beside the ISO value).
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
        'The whole filtered, sorted list as CSV, streamed, as people read it: references by ' +
        "name, enums and booleans by the labels in `values`, dates in the reader's calendar " +
        'beside the ISO value. `labels[field]=Header` picks the columns and names them.',
      querystring: route.listQuery.extend(EXPORT_QUERY),
    },
    handler: async (request, reply) => {
      const { labels, values, calendar, ...query } = request.query as ListQuery &
        z.infer<z.ZodObject<typeof EXPORT_QUERY>>;
      const words = { labels, values, calendar, locale: query.locale };
      const columns = exportColumns(route.exported, words);
      const cells = exportCells(services, columns, words, served, {
        ...(route.exported.includes ? { includes: route.exported.includes } : {}),
        ctx: contextOf(request),
      });
      const day = new Date().toISOString().slice(0, 10);
      const batches = await startedBatches(
        mapBatches(route.batches(query as ListQuery, contextOf(request)), cells),
        (err) => {
          request.log.error({ err }, 'export failed while streaming: connection cut');
          reply.raw.destroy();
        },
      );
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
