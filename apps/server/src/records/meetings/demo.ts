import { Readable } from 'node:stream';
import type { AttendanceStatus } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { recordFiles } from '../../files/repository.js';
import { saveUpload } from '../../files/storage.js';
import type { DemoContext } from '../../seed/demo-context.js';
import {
  AGENDA,
  ATTENDANCE_CATEGORIES,
  EVENT_CATEGORIES,
  EVENTS,
  MEETING_CATEGORIES,
  MEETINGS,
  type DemoEvent,
  type Text3,
} from './demo-data.js';
import { DEMO_GROUPS, type DemoGroup } from '../address/demo-groups.js';
import { committeeMembers } from './group-invitees.js';
import { AGENDA_FILES, MINUTES_FILES } from './record-files.js';
import { DAY_MS, seriesEnd } from './recurrence.js';

type Db = Kysely<Database>;
const HOUR_MS = 3_600_000;
const STATUSES: AttendanceStatus[] = ['present', 'present', 'absent', 'excused', 'late', 'present'];

const columns = (field: string, t: Text3) => ({
  [`${field}Om`]: t.om,
  [`${field}En`]: t.en,
  [`${field}Am`]: t.am,
});
const iso = (t: number) => new Date(t).toISOString();

async function categories(db: Db, kind: string, names: Text3[], admin: number) {
  const rows = await db
    .insertInto('categories')
    .values(names.map((n) => ({ kind, ...columns('name', n), createdBy: admin, deletedAt: null })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

const created = (db: Db, resource: string, recordId: number, admin: number) =>
  recordAudit(db, { quiet: true, resource, recordId, action: 'create', actorId: admin });

/** A small UTF-8 text document stored as an upload would be (checked by content). */
async function attachText(
  ctx: DemoContext,
  owner: { resource: string; recordId: number },
  name: string,
  lines: string[],
) {
  const saved = await saveUpload(ctx.storage, Readable.from(Buffer.from(lines.join('\n'))), {
    filename: name,
    category: 'downloadable',
    field: 'media[0][file]',
  });
  await recordFiles(ctx.db, [saved], { ...owner, createdBy: ctx.userIds.admin });
}

async function register(
  db: Db,
  subject: { meetingId?: number; calendarEventId?: number },
  date: string,
  lines: { userId: number; status: AttendanceStatus }[],
  o: { categoryId: number | null; admin: number },
) {
  const row = await db
    .insertInto('attendances')
    .values({ ...subject, date, categoryId: o.categoryId, note: null, createdBy: o.admin })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('attendanceAttendees')
    .values(lines.map((l) => ({ ...l, attendanceId: row.id, note: null, createdBy: o.admin })))
    .execute();
  await created(db, 'attendances', row.id, o.admin);
}

interface Seeds {
  ctx: DemoContext;
  today: number;
  members: number[];
  groups: number[];
  /** The demo committees' ids by their key (none in this domain's own test). */
  committees: Map<string, number>;
  meetingCategories: number[];
  attendanceCategories: number[];
}

async function seedMeeting(s: Seeds, index: number) {
  const { ctx, today } = s;
  const { db } = ctx;
  const admin = ctx.userIds.admin;
  const m = MEETINGS[index] as (typeof MEETINGS)[number];
  const startsAt = today + m.days * DAY_MS;
  const committee = m.committee ? s.committees.get(m.committee) : undefined;
  const meeting = await db
    .insertInto('meetings')
    .values({
      ...columns('title', m),
      categoryId: s.meetingCategories[m.category] ?? null,
      groupId: committee ?? s.groups[index % Math.max(s.groups.length, 1)] ?? null,
      includeSubgroups: committee && m.subgroups ? 1 : 0,
      startsAt: iso(startsAt),
      endsAt: iso(startsAt + m.hours * HOUR_MS),
      locationOm: m.location,
      createdBy: admin,
      deletedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await created(db, 'meetings', meeting.id, admin);
  for (const [position, a] of m.agenda.entries()) {
    const item = AGENDA[a] as (typeof AGENDA)[number];
    const row = await db
      .insertInto('meetingAgendaItems')
      .values({
        meetingId: meeting.id,
        position: position + 1,
        ...columns('title', item),
        presenter: item.presenter,
        createdBy: admin,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (position === 0) {
      const owner = { resource: AGENDA_FILES, recordId: row.id };
      await attachText(ctx, owner, `ajandaa-${meeting.id}.txt`, [m.om, m.en, m.am, item.en]);
    }
  }
  // A committee's meeting invites its members (as the committee); a session every member.
  const viaGroup = committee ? await committeeMembers(db, committee, Boolean(m.subgroups)) : [];
  const byName = [
    ...(committee ? [] : s.members),
    ...(m.instituteInvited ? [ctx.userIds.institute] : []),
  ];
  const invited = [...viaGroup, ...byName];
  await db
    .insertInto('meetingInvitees')
    .values([
      ...viaGroup.map((userId) => ({
        meetingId: meeting.id,
        userId,
        viaGroup: 1,
        createdBy: admin,
      })),
      ...byName.map((userId) => ({ meetingId: meeting.id, userId, viaGroup: 0, createdBy: admin })),
    ])
    .execute();
  if (m.days < 0) {
    const lines = invited.map((userId, i) => ({
      userId,
      // The demo member came to every past meeting, once late.
      status:
        userId === ctx.userIds.member
          ? index === 1
            ? ('late' as const)
            : ('present' as const)
          : (STATUSES[(i + index) % STATUSES.length] as AttendanceStatus),
    }));
    const categoryId = s.attendanceCategories[m.category === 0 ? 0 : 1] ?? null;
    await register(db, { meetingId: meeting.id }, iso(startsAt).slice(0, 10), lines, {
      categoryId,
      admin,
    });
  }
  if (index === 0) {
    const minutes = ['Galmee walga’ii', m.om, m.en, m.am];
    await attachText(
      ctx,
      { resource: MINUTES_FILES, recordId: meeting.id },
      'minutes.txt',
      minutes,
    );
  }
}

async function seedEvent(
  ctx: DemoContext,
  e: DemoEvent,
  when: { startsAt: string; endsAt: string; repeatUntil?: string },
  categoryId: number | null,
) {
  const series = {
    startsAt: when.startsAt,
    endsAt: when.endsAt,
    allDay: e.allDay,
    repeat: e.repeat,
    repeatUntil: when.repeatUntil ?? null,
    repeatCount: null,
  };
  const row = await ctx.db
    .insertInto('calendarEvents')
    .values({
      ...columns('title', e),
      ...columns('description', e.description),
      ...series,
      allDay: Number(e.allDay),
      categoryId,
      locationOm: e.location,
      seriesEndsAt: seriesEnd(series),
      createdBy: ctx.userIds.admin,
      deletedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await created(ctx.db, 'calendar-events', row.id, ctx.userIds.admin);
  return row.id;
}

async function seedEvents(s: Seeds, eventCategories: number[]) {
  const { ctx, today } = s;
  const cat = (e: DemoEvent) => eventCategories[e.category] ?? null;
  // Mondays at 09:00 council time, from eight weeks back to half a year ahead.
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS - 56 * DAY_MS;
  const weekly = await seedEvent(
    ctx,
    EVENTS.weekly,
    {
      startsAt: iso(monday),
      endsAt: iso(monday + 2 * HOUR_MS),
      repeatUntil: iso(today + 182 * DAY_MS).slice(0, 10),
    },
    cat(EVENTS.weekly),
  );
  await seedEvent(
    ctx,
    EVENTS.irreecha,
    { startsAt: '2025-10-04T00:00:00.000Z', endsAt: '2025-10-05T00:00:00.000Z' },
    cat(EVENTS.irreecha),
  );
  const adwa = { startsAt: '2025-03-02T00:00:00.000Z', endsAt: '2025-03-02T00:00:00.000Z' };
  await seedEvent(ctx, EVENTS.adwa, adwa, cat(EVENTS.adwa));
  // 17:00 on the last day of every month (from 31 January: the month-end rule).
  const year = new Date(today).getUTCFullYear();
  const deadline = `${year}-01-31T14:00:00.000Z`;
  await seedEvent(
    ctx,
    EVENTS.deadline,
    { startsAt: deadline, endsAt: deadline },
    cat(EVENTS.deadline),
  );
  const training = today + 12 * DAY_MS;
  await seedEvent(
    ctx,
    EVENTS.training,
    { startsAt: iso(training), endsAt: iso(training + DAY_MS + 8 * HOUR_MS) },
    cat(EVENTS.training),
  );
  const lastSession = iso(monday + 49 * DAY_MS).slice(0, 10);
  const lines = s.members.map((userId, i) => ({
    userId,
    status: STATUSES[i % STATUSES.length] as AttendanceStatus,
  }));
  await register(ctx.db, { calendarEventId: weekly }, lastSession, lines, {
    categoryId: s.attendanceCategories[1] ?? null,
    admin: ctx.userIds.admin,
  });
}

/** The demo's committees (address/demo-groups.ts) by key, found by their English names. */
async function committeesByKey(db: Db): Promise<Map<string, number>> {
  const keys = new Map<string, string>();
  const walk = (groups: readonly DemoGroup[]): void =>
    groups.forEach((g) => {
      keys.set(g.names[1], g.key);
      walk(g.children ?? []);
    });
  walk(DEMO_GROUPS);
  const rows = await db
    .selectFrom('caffeeGroups')
    .select(['id', 'nameEn'])
    .where('deletedAt', 'is', null)
    .execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    const key = r.nameEn ? keys.get(r.nameEn) : undefined;
    if (key && !out.has(key)) out.set(key, r.id);
  }
  return out;
}

/**
 * Meetings of the council and its committees over the past and next weeks (agendas in
 * three languages, agenda files, minutes), the calendar (a weekly session, Irreecha and
 * Adwa Victory Day every year, a monthly report deadline, a one-off training) and the
 * attendance registers of past meetings. Sessions invite every member; a committee's meeting
 * is invited by the committee (its members, and its sub-groups' for the budget committee).
 */
export async function seedMeetingsDemo(ctx: DemoContext): Promise<void> {
  const { db } = ctx;
  const admin = ctx.userIds.admin;
  const members = (
    await db
      .selectFrom('users')
      .select('id')
      .where('type', '=', 'member')
      .where('status', '=', 'active')
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .limit(60)
      .execute()
  ).map((u) => u.id);
  const groups = (
    await db
      .selectFrom('caffeeGroups')
      .select('id')
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .limit(6)
      .execute()
  ).map((g) => g.id);
  const seeds: Seeds = {
    ctx,
    committees: await committeesByKey(db),
    // Today 06:00 UTC: 09:00 in Addis Ababa.
    today: Math.floor(Date.now() / DAY_MS) * DAY_MS + 6 * HOUR_MS,
    members: members.includes(ctx.userIds.member) ? members : [ctx.userIds.member, ...members],
    groups,
    meetingCategories: await categories(db, 'meeting-categories', MEETING_CATEGORIES, admin),
    attendanceCategories: await categories(
      db,
      'attendance-categories',
      ATTENDANCE_CATEGORIES,
      admin,
    ),
  };
  for (const index of MEETINGS.keys()) await seedMeeting(seeds, index);
  const eventCategories = await categories(
    db,
    'calendar-event-categories',
    EVENT_CATEGORIES,
    admin,
  );
  await seedEvents(seeds, eventCategories);
}
