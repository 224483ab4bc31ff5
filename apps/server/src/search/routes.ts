import { isSearchedType, SearchEnvelopeSchema, SearchQuerySchema } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { namesOfTarget } from '../audit/history-names.js';
import { page } from '../http/envelope.js';
import { responses } from '../http/responses.js';
import { MEMBER_PROFILES } from '../records/access/users/profile-search.js';
import { contextOf } from '../records/context.js';
import { namesOf } from '../records/ref-names.js';
import { SERVED_RESOURCES } from '../records/registry.js';
import { storeOf } from '../records/readable.js';
import { whereFixed, type AnyDb } from '../records/record-context.js';
import type { Services } from '../services.js';
import { searchRecords, type SearchedType } from './search.js';

/**
 * `GET /search`: for anyone signed in; what each finds is limited by the record types they may
 * list and, within each, by what they may read (search/search.ts).
 */
export function searchRoutes(services: Services) {
  const types = searchedTypes(services);
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get('/search', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        summary: 'Search every record type the reader may read, ranked, with snippets',
        querystring: SearchQuerySchema,
        response: responses(SearchEnvelopeSchema, 400, 401),
      },
      handler: async (request) => {
        const { query } = request;
        const ctx = contextOf(request, query.locale);
        const { items, total, counts } = await searchRecords(services, types, query, ctx);
        const { payload, _attributes } = page(items, { ...query.pagination, total });
        return { payload, _attributes: { ..._attributes, counts } };
      },
    });
  };
}

/** The types the search looks in, each with its reader's scope and names. */
function searchedTypes(services: Services): SearchedType[] {
  // The stores the rest of the server reads through (records/readable.ts), made once.
  const records: SearchedType[] = SERVED_RESOURCES.filter((r) =>
    isSearchedType(r.contract),
  ).flatMap((r) => {
    const store = storeOf(services, r.contract.path);
    if (!store) return [];
    return [
      {
        meta: r.contract,
        table: r.table,
        permission: `${r.contract.path}:list`,
        visible: (ctx) => store.visible(ctx),
        names: (ids, locale) => namesOf(services, r, ids, locale),
      },
    ];
  });
  // Members' public profiles: for whoever lists the accounts (every live member; the list of
  // accounts has no narrower scope).
  const members: SearchedType = {
    ...MEMBER_PROFILES,
    permission: 'users:list',
    visible: () =>
      whereFixed(
        (services.db as AnyDb).selectFrom('users').where('users.deletedAt', 'is', null),
        MEMBER_PROFILES.fixed,
      ),
    names: (ids, locale) => namesOfTarget(services, () => undefined, 'users', ids, locale),
  };
  return [...records, members];
}
