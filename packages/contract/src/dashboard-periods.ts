// No zod here: the dashboard's first screen takes its periods from this module alone.

export const TIMELINE_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];
/** The seed's default. */
export const DEFAULT_TIMELINE_TYPE: TimelineType = 'daily';
/** How many periods each timeline shows, ending with the current one. */
export const TIMELINE_PERIODS: Record<TimelineType, number> = {
  daily: 30,
  weekly: 12,
  monthly: 12,
  yearly: 5,
};
