import {
  enactedLaws,
  LawSearchHitSchema,
  LawSearchQuerySchema,
  listEnvelope,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { page } from '../../http/envelope.js';
import { invalidField } from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { serverResource } from '../server-resource.js';
import { searchLaws } from './law-search.js';

/** `GET enacted-laws/search`: whoever may list laws may search them. */
function searchRoute(app: FastifyInstance, services: Services) {
  app.withTypeProvider<ZodTypeProvider>().get('/enacted-laws/search', {
    config: { access: 'enacted-laws:list' },
    schema: {
      tags: [enactedLaws.path],
      summary: 'Enacted laws: search their text in the three languages, ranked, with snippets',
      querystring: LawSearchQuerySchema,
      response: responses(listEnvelope(LawSearchHitSchema), 400, 401, 403),
    },
    handler: async (request) => {
      const { items, total } = await searchLaws(services, request.query);
      return page(items, { ...request.query.pagination, total });
    },
  });
}

/**
 * `enacted-laws`: the search index follows every write of the store (search/index-entries.ts),
 * so the declaration only adds the search route and the PDF-only rule.
 */
export const enactedLawsResource = serverResource({
  contract: enactedLaws,
  table: 'enactedLaws',
  // Runs in the write's transaction after the files are recorded: a refusal undoes it all.
  afterWrite: async (trx, row) => {
    const other = await trx
      .selectFrom('files')
      .select('id')
      .where('resource', '=', enactedLaws.path)
      .where('recordId', '=', row.id)
      .where('mediaType', 'not in', enactedLaws.fileTypes)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (other) throw invalidField('media', 'lawPdf');
  },
  extend: (app, services) => searchRoute(app, services),
});
