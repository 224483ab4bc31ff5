import { z } from 'zod';
import { FIELD_ERRORS } from './field-errors.js';
import { DEFAULT_LOCALE, LocaleSchema } from './locale.js';
import { PaginationSchema } from './envelope.js';
import { PageQuerySchema } from './list-query.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './list-spec.js';
import { RECORD_METAS } from './record-types.js';
import { LAW_SEARCH_MAX } from './records/publishing.js';
import type { ResourceMeta } from './permissions.js';
import { ACCESS_MENU_ORDER } from './resource-meta.js';

/**
 * Whether a record type is in the search of everything: it has texts to search (`search` in its
 * declaration, by default its multilingual fields) and is a record people read, reached from
 * the menu, not a setting (categories, roles and permissions are found on their own lists). A
 * reader finds it where they may list it, within its read scope.
 */
export const isSearchedType = (meta: Pick<ResourceMeta, 'search' | 'menu'>) =>
  meta.search.length > 0 &&
  meta.menu !== undefined &&
  meta.menu.parent !== 'categories' &&
  (meta.menu.order ?? 0) < ACCESS_MENU_ORDER;

/**
 * Members' public profiles (name, party, position) are in the search as the type of the members'
 * list (`caffee-users`, the accounts of type member), for whoever may list the accounts.
 */
export const MEMBER_PROFILES_PATH = 'caffee-users';

/** The record types the search looks in, in the order people meet them (the menu's). */
export const SEARCHED_TYPES = RECORD_METAS.filter(isSearchedType).flatMap((meta) =>
  meta.path === 'caffee-groups' ? [meta.path, MEMBER_PROFILES_PATH] : [meta.path],
);

/**
 * `GET /search`: `q` as the laws' search reads it (every word must be found, `"a phrase"`,
 * `-word`, `or`), the last word also finding the words it begins, as one types; a page by
 * number; `filter[type]` narrows to one record type.
 */
export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, { message: FIELD_ERRORS.searchTerm }).max(LAW_SEARCH_MAX),
  locale: LocaleSchema.default(DEFAULT_LOCALE),
  pagination: PageQuerySchema.extend({
    page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
  }).default({ page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE }),
  filter: z
    .strictObject({ type: z.enum(SEARCHED_TYPES as [string, ...string[]]).optional() })
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * One record found, the best first: its type (its path), its name in the reader's language, a
 * snippet (HTML: escaped text with `<mark>` around the words found) and its page in the app.
 */
export const SearchHitSchema = z.object({
  type: z.string(),
  id: z.number().int(),
  title: z.string(),
  snippet: z.string(),
  address: z.string(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/**
 * A page of hits with the seed's pagination (of the narrowed type, if any) and, whatever the
 * narrowing, how many records of each type were found (a type without any is left out).
 */
export const SearchEnvelopeSchema = z.object({
  payload: z.array(SearchHitSchema),
  _attributes: z.object({
    pagination: PaginationSchema,
    counts: z.record(z.string(), z.number().int().min(0)),
  }),
});
export type SearchEnvelope = z.infer<typeof SearchEnvelopeSchema>;
