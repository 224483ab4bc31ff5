import type { AttendanceSummary } from '@caffee/contract';
import { ATTENDANCE_STATUSES } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { IncludeLoader } from '../server-resource.js';

/** Counts per status and the rate of those who came (present or late). */
export function summarize(counts: { status: string; count: number | string }[]): AttendanceSummary {
  const by = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<
    (typeof ATTENDANCE_STATUSES)[number],
    number
  >;
  for (const c of counts) {
    if (c.status in by) by[c.status as keyof typeof by] += Number(c.count);
  }
  const total = by.present + by.absent + by.excused + by.late;
  const rate = total === 0 ? null : Math.round(((by.present + by.late) / total) * 10_000) / 10_000;
  return { total, ...by, rate };
}

/** The summaries of several registers at once. */
export async function registerSummaries(
  db: Kysely<Database>,
  attendanceIds: number[],
): Promise<Map<number, AttendanceSummary>> {
  const rows = attendanceIds.length
    ? await db
        .selectFrom('attendanceAttendees')
        .select(['attendanceId', 'status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('attendanceId', 'in', attendanceIds)
        .groupBy(['attendanceId', 'status'])
        .execute()
    : [];
  return new Map(
    attendanceIds.map((id) => [id, summarize(rows.filter((r) => r.attendanceId === id))]),
  );
}

/** `includes[]=summary` on attendances. */
export const loadSummaries: IncludeLoader = (services, rows) =>
  registerSummaries(
    services.db,
    rows.map((r) => r.id),
  );

/** Every live register of a meeting counted together. */
export async function meetingSummary(db: Kysely<Database>, meetingId: number) {
  const [counts, registers] = await Promise.all([
    db
      .selectFrom('attendanceAttendees')
      .innerJoin('attendances', 'attendances.id', 'attendanceAttendees.attendanceId')
      .select(['attendanceAttendees.status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('attendances.meetingId', '=', meetingId)
      .where('attendances.deletedAt', 'is', null)
      .groupBy('attendanceAttendees.status')
      .execute(),
    db
      .selectFrom('attendances')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('meetingId', '=', meetingId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst(),
  ]);
  return { meetingId, registers: Number(registers?.count ?? 0), ...summarize(counts) };
}
