import { z } from 'zod';
import {
  filterExpects,
  filterProblem,
  OPERATORS_OF_KIND,
  type FilterField,
} from './filter-values.js';
import { FilterValueSchema, type FilterValue } from './filter-value-schema.js';
import { DEFAULT_LOCALE, LocaleSchema } from './locale.js';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_CURSOR_LENGTH,
  MAX_PAGE_SIZE,
  SORT_DIRECTIONS,
  type ListSpec,
  type SortDirection,
} from './list-spec.js';

const toArray = (v: unknown) => (v === undefined || Array.isArray(v) ? v : [v]);

function fieldEnum(fields: readonly string[]) {
  // An empty list still yields a schema that refuses every key.
  return fields.length > 0 ? z.enum(fields as [string, ...string[]]) : z.never();
}

/** The filter of one field: its values and operators checked against its kind. */
function fieldFilterSchema(name: string, field: FilterField) {
  return FilterValueSchema.superRefine((value, ctx) => {
    const problem = filterProblem(name, field, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }).describe(`${filterExpects(field)}; operators: ${OPERATORS_OF_KIND[field.kind].join(', ')}`);
}

/**
 * `filter[...]`: without the fields' kinds only the names and the shape are checked (the
 * server checks the values as it builds the query); with them every value is checked here.
 */
function filterSchema<F extends string>(
  fields: readonly F[],
  kinds: Readonly<Partial<Record<string, FilterField>>> | undefined,
): z.ZodType<Partial<Record<F, FilterValue>>> {
  if (!kinds) return z.partialRecord(fieldEnum(fields), FilterValueSchema);
  const shape = Object.fromEntries(
    fields.map((name) => {
      const field = kinds[name];
      return [name, (field ? fieldFilterSchema(name, field) : FilterValueSchema).optional()];
    }),
  );
  return z.strictObject(shape) as unknown as z.ZodType<Partial<Record<F, FilterValue>>>;
}

/**
 * `pagination[page]` and `pagination[pageSize]`: a page by number, as the seed's client asks;
 * a page size over the most is served at the most.
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/**
 * The list query of one resource, as an axios client sends it in bracket notation.
 * Unknown filter, sorting and includes fields fail validation (the server answers 400);
 * given the kinds of the filter fields, so do values a field cannot hold.
 */
export function listQuerySchema<F extends string, S extends string, I extends string>(
  spec: ListSpec<F, S, I>,
  kinds?: Readonly<Partial<Record<string, FilterField>>>,
) {
  return z.object({
    locale: LocaleSchema.default(DEFAULT_LOCALE),
    pagination: PageQuerySchema.extend({
      /**
       * Keyset pagination: the `next` cursor of an earlier answer; the page after it is
       * served (seeking, not skipping rows), and `page` is ignored.
       */
      after: z.string().min(1).max(MAX_CURSOR_LENGTH).optional(),
      /** The `prev` cursor of an earlier answer: the page before it. */
      before: z.string().min(1).max(MAX_CURSOR_LENGTH).optional(),
    }).default({ page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE }),
    filter: filterSchema(spec.filter, kinds).default({}),
    sorting: z
      .partialRecord(fieldEnum(spec.sort), z.enum(SORT_DIRECTIONS))
      .default({ id: 'desc' } as Record<string, SortDirection>),
    includes: z.preprocess(toArray, z.array(fieldEnum(spec.includes)).max(20)).default([]),
    search: z.string().trim().max(200).optional(),
    type: z.string().max(50).optional(),
    position: z.string().max(50).optional(),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

/** The query of a single-record read: `locale` and `includes[]`. */
export function readQuerySchema<I extends string>(includes: readonly I[]) {
  return z.object({
    locale: LocaleSchema.default(DEFAULT_LOCALE),
    includes: z.preprocess(toArray, z.array(fieldEnum(includes)).max(20)).default([]),
  });
}

/** Query parts whose unknown keys are a 400 (bad request), not a 422. */
export const LIST_FIELD_PARTS = ['filter', 'sorting', 'includes'] as const;

export const IdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
