/** News feeds and enacted laws (with full-text search); publications are their declaration alone. */
import { z } from 'zod';
import { dateOrder, withDateOrder, InstantSchema } from '../dates.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../list-spec.js';
import { DEFAULT_LOCALE, LocaleSchema } from '../locale.js';
import { defineResource, recordBase } from '../resource.js';
import { translatedInput } from '../translation.js';
import { FIELD_ERRORS } from '../field-errors.js';
import { NEWS_STATUSES, newsFeedsMeta, enactedLawsMeta } from './publishing-meta.js';

export const NEWS_TITLE_MAX = 300;
export const NEWS_SUMMARY_MAX = 1000;
export const NEWS_BODY_MAX = 50_000;
export const LAW_TITLE_MAX = 500;
export const LAW_NUMBER_MAX = 50;
/** Per language; the PDF carries the official text, this the searchable one. */
export const LAW_BODY_MAX = 60_000;
/** The longest `q` of `enacted-laws/search`, and how many words it may name. */
export const LAW_SEARCH_MAX = 200;
export const LAW_SEARCH_TERMS_MAX = 16;

const optionalId = z.number().int().positive().nullable().optional();
const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

// ---- news feeds ------------------------------------------------------------------------

export const NewsFeedSchema = z.object({
  ...recordBase,
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  status: z.enum(NEWS_STATUSES),
  /** Set when first published; a future time schedules the news. */
  publishedAt: z.string().nullable(),
  /** The thumbnail of the first `image` file (a signed link), or null. */
  coverUrl: z.string().nullable(),
  category: CategoryRefSchema.nullable().optional(),
});
export type NewsFeed = z.infer<typeof NewsFeedSchema>;

// No `.default()` here: a default would also fill a PATCH that leaves the field out.
const NewsFeedCreateSchema = z.strictObject({
  title: translatedInput(NEWS_TITLE_MAX),
  summary: translatedInput(NEWS_SUMMARY_MAX).nullable().optional(),
  body: translatedInput(NEWS_BODY_MAX).nullable().optional(),
  categoryId: optionalId,
  /** `draft` when left out. */
  status: z.enum(NEWS_STATUSES).optional(),
  publishedAt: InstantSchema.nullable().optional(),
});

export const newsFeeds = defineResource(newsFeedsMeta, {
  record: NewsFeedSchema,
  create: NewsFeedCreateSchema,
  update: NewsFeedCreateSchema.partial(),
});

// ---- enacted laws ----------------------------------------------------------------------

export const EnactedLawSchema = z.object({
  ...recordBase,
  title: z.string(),
  proclamationNumber: z.string(),
  categoryId: z.number().int().nullable(),
  enactedAt: z.string(),
  effectiveAt: z.string().nullable(),
  body: z.string().nullable(),
  category: CategoryRefSchema.nullable().optional(),
});
export type EnactedLaw = z.infer<typeof EnactedLawSchema>;

const EnactedLawCreateSchema = z.strictObject({
  title: translatedInput(LAW_TITLE_MAX),
  proclamationNumber: z
    .string()
    .trim()
    .min(1, { message: FIELD_ERRORS.required })
    .max(LAW_NUMBER_MAX)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { message: FIELD_ERRORS.lawNumberFormat }),
  categoryId: optionalId,
  enactedAt: InstantSchema,
  effectiveAt: InstantSchema.nullable().optional(),
  body: translatedInput(LAW_BODY_MAX).nullable().optional(),
});

/** A law is in force from the day it was enacted or later. */
export const enactedLawDates = dateOrder([['enactedAt', 'effectiveAt']]);

export const enactedLaws = withDateOrder(
  defineResource(enactedLawsMeta, {
    record: EnactedLawSchema,
    create: EnactedLawCreateSchema,
    update: EnactedLawCreateSchema.partial(),
  }),
  enactedLawDates,
);

/**
 * `enacted-laws/search`: `q` in words (all must match), `"a quoted phrase"`, `-word` to
 * leave out, `or` between alternatives; a number such as `245/2021` matches as a phrase.
 */
export const LawSearchQuerySchema = z.object({
  q: z.string().trim().min(1, { message: FIELD_ERRORS.searchTerm }).max(LAW_SEARCH_MAX),
  locale: LocaleSchema.default(DEFAULT_LOCALE),
  pagination: z
    .object({
      page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
      pageSize: z.coerce
        .number()
        .int()
        .min(1)
        .default(DEFAULT_PAGE_SIZE)
        .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
    })
    .default({ page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE }),
});
export type LawSearchQuery = z.infer<typeof LawSearchQuerySchema>;

/** One law found: the best first. `snippet` is HTML: escaped text with `<mark>` around hits. */
export const LawSearchHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  proclamationNumber: z.string(),
  enactedAt: z.string(),
  rank: z.number(),
  snippet: z.string(),
});
export type LawSearchHit = z.infer<typeof LawSearchHitSchema>;
