import { IdParamsSchema, type Resource } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { summaryOf } from '../../http/openapi.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { words } from '../export-words.js';
import type { ServerResource } from '../server-resource.js';
import { resourceStore } from '../store.js';
import { DocumentQuerySchema, sendPdf } from './document-parts.js';
import { includesOf, recordDocument } from './record-document.js';

/** A record's document made for one purpose: its file name, what it is, what it always has. */
export interface Purpose {
  /** `{type}/{id}/{name}.pdf`. */
  name: string;
  /** The key of its name under `crud.document` (`complaintFile`). */
  kind: string;
  includes: readonly ('auditHistory' | 'comments')[];
  summary: string;
}

/**
 * `GET {type}/{id}/document.pdf`: the record as a PDF to print or send, with the same
 * permission and scope as reading it (a record the reader may not read is a 404); given a
 * `purpose`, the same under its own name with the parts it always has (a complaint's file).
 */
export function registerDocument(
  app: FastifyInstance,
  services: Services,
  resource: ServerResource,
  served: (path: Resource) => ServerResource,
  purpose?: Purpose,
) {
  const { path } = resource.contract;
  const store = resourceStore(services, resource);
  const name = purpose?.name ?? 'document';
  app.withTypeProvider<ZodTypeProvider>().get(`/${path}/:id/${name}.pdf`, {
    config: { access: `${path}:read`, answers: 'application/pdf' },
    schema: {
      tags: [path],
      summary: summaryOf(path, purpose?.summary ?? 'one as a PDF document'),
      description:
        "The record on A4 pages in `locale` (else the reader's language) under the app's " +
        'letterhead: its fields by their labels, references by name, dates in `calendar`, ' +
        'its long texts, its files listed and, with `includes[]=auditHistory` and ' +
        '`includes[]=comments`, its history and its comments; "page x of y" at the foot. ' +
        'Text is selectable and searchable.',
      params: IdParamsSchema,
      querystring: DocumentQuerySchema,
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request);
      const { calendar } = request.query;
      const includes = [...new Set([...(purpose?.includes ?? []), ...request.query.includes])];
      const wanted = [
        ...includesOf(resource),
        ...includes.filter((i) => i !== 'comments'),
        ...(resource.contract.files.length ? ['files'] : []),
      ];
      const record = await store.get(request.params.id, ctx, wanted);
      const pdf = await recordDocument(services, resource, served, ctx, record, {
        calendar,
        includes,
        ...(purpose ? { kind: words(ctx.locale, `crud.document.${purpose.kind}`) } : {}),
      });
      return sendPdf(reply, pdf, `${path}-${request.params.id}${purpose ? `-${name}` : ''}.pdf`);
    },
  });
}
