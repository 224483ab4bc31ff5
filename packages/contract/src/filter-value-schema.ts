import { z } from 'zod';
import { MAX_FILTER_LIST_LENGTH, MAX_FILTER_VALUE_LENGTH } from './list-spec.js';

const scalar = z.string().max(MAX_FILTER_VALUE_LENGTH);
const scalarList = z.array(scalar).max(MAX_FILTER_LIST_LENGTH);

/**
 * One filter: `filter[status]=active`, `filter[id][in][]=1&filter[id][in][]=2`,
 * `filter[createdAt][gte]=2026-01-01`, `filter[name][like]=abba`, `filter[deletedAt][null]=true`.
 * Apart from the list query so that the zod-free value checks (`filter-values.ts`) can name its
 * type, and the list query import those checks, without either importing the other.
 */
export const FilterValueSchema = z.union([
  scalar,
  scalarList,
  z.strictObject({
    eq: scalar.optional(),
    ne: scalar.optional(),
    gt: scalar.optional(),
    gte: scalar.optional(),
    lt: scalar.optional(),
    lte: scalar.optional(),
    in: z.union([scalarList, scalar]).optional(),
    like: scalar.optional(),
    null: z.enum(['true', 'false']).optional(),
  }),
]);
export type FilterValue = z.infer<typeof FilterValueSchema>;
