import { z } from 'zod';

export const TIMELINE_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const TimelineTypeSchema = z.enum(TIMELINE_TYPES);
export type TimelineType = z.infer<typeof TimelineTypeSchema>;
/** The seed's default. */
export const DEFAULT_TIMELINE_TYPE: TimelineType = 'daily';
/** How many periods each timeline shows, ending with the current one. */
export const TIMELINE_PERIODS: Record<TimelineType, number> = {
  daily: 30,
  weekly: 12,
  monthly: 12,
  yearly: 5,
};

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
