import { z } from 'zod';
import { DEFAULT_TIMELINE_TYPE, TIMELINE_TYPES } from './dashboard-periods.js';

export const TimelineTypeSchema = z.enum(TIMELINE_TYPES);

/** `dashboard/count-data`: how many records of each kind the caller may see. */
export const CountDataSchema = z.record(z.string(), z.number().int());
export type CountData = z.infer<typeof CountDataSchema>;

export const TimelineQuerySchema = z.object({
  type: TimelineTypeSchema.default(DEFAULT_TIMELINE_TYPE),
});

/** One period of `dashboard/activity-timeline`, from the audit history. */
export const TimelinePointSchema = z.object({
  /** The period's first day (YYYY-MM-DD); weeks start on Monday. */
  period: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  /** Every recorded action in the period (workflow steps and comments included). */
  total: z.number().int(),
});
export type TimelinePoint = z.infer<typeof TimelinePointSchema>;
