import type { AttendanceStatus } from '@caffee/contract';

/** The chip colour of each status. */
export const STATUS_COLORS: Record<AttendanceStatus, 'success' | 'error' | 'info' | 'warning'> = {
  present: 'success',
  absent: 'error',
  excused: 'info',
  late: 'warning',
};

/** A rate (0..1) as a whole percent, or a dash when there is none. */
export const ratePercent = (rate: number | null | undefined) =>
  rate == null ? '—' : `${Math.round(rate * 100)}%`;

/** The palette colour of each status, for the dot beside its (plain-coloured) label. */
export const statusDot = (status: AttendanceStatus) => `${STATUS_COLORS[status]}.main`;
