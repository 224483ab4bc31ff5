import type { AttendanceStatus, AttendeesBodySchema } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import type { RequestContext } from '../server-resource.js';
import { checkUsers } from './invitees.js';
import { seesAll } from './scoping.js';
import { registerSummaries, summarize } from './summaries.js';

type Body = z.infer<typeof AttendeesBodySchema>;
type Line = { userId: number; status: string; note: string | null };
/** Rows per insert: well under either database's limit of bound parameters. */
const CHUNK = 200;

/** The history field of one person's line on a register: `user12`. */
export const lineKey = (userId: number) => `user${userId}`;
/** Whether a field of a register's history is somebody's line. */
export const isLine = (field: string) => /^user\d+$/.test(field);

/** What the register's history keeps: `{ user12: 'present', user13: 'excused: ill' }`. */
const stateOf = (lines: Line[]) =>
  Object.fromEntries(
    lines.map((l) => [lineKey(l.userId), l.note ? `${l.status}: ${l.note}` : l.status]),
  );

const linesOf = (trx: Kysely<Database>, attendanceId: number) =>
  trx
    .selectFrom('attendanceAttendees')
    .select(['userId', 'status', 'note'])
    .where('attendanceId', '=', attendanceId)
    .orderBy('userId')
    .execute();

function onceEach(attendees: Body['attendees']): Set<number> {
  const seen = new Set<number>();
  attendees.forEach((a, i) => {
    if (seen.has(a.userId)) throw invalidField(`attendees.${i}.userId`, 'listedTwice');
    seen.add(a.userId);
  });
  return seen;
}

async function upsert(
  trx: Kysely<Database>,
  attendanceId: number,
  attendees: Body['attendees'],
  ctx: RequestContext,
) {
  const now = new Date().toISOString();
  for (let i = 0; i < attendees.length; i += CHUNK) {
    const rows = attendees.slice(i, i + CHUNK).map((a) => ({
      attendanceId,
      userId: a.userId,
      status: a.status satisfies AttendanceStatus,
      note: a.note || null,
      createdAt: now,
      updatedAt: now,
      createdBy: ctx.auth.user.id,
    }));
    await trx
      .insertInto('attendanceAttendees')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['attendanceId', 'userId']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          note: eb.ref('excluded.note'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
}

/**
 * A meeting's register lists its invitees and the council's secretariat (administrators), no
 * one else: a line lets its person read the register, and so the meeting's title. Refuses the
 * first other person listed (422 on `field(i)`), by name to the secretariat and by id to
 * anyone else, who may not read other people's names.
 */
export async function checkOnRoll(
  db: Kysely<Database>,
  meetingId: number | null,
  userIds: number[],
  ctx: RequestContext,
  field: (index: number) => string,
): Promise<void> {
  if (meetingId === null || userIds.length === 0) return;
  const outsiders = new Map<number, string>();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select(['users.id', 'users.name'])
      .where('users.id', 'in', unique.slice(i, i + CHUNK))
      .where('users.type', '!=', 'admin')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('meetingInvitees')
              .select('meetingInvitees.userId')
              .where('meetingInvitees.meetingId', '=', meetingId)
              .whereRef('meetingInvitees.userId', '=', 'users.id'),
          ),
        ),
      )
      .execute();
    for (const r of rows) outsiders.set(r.id, r.name);
  }
  const index = userIds.findIndex((id) => outsiders.has(id));
  if (index < 0) return;
  const id = userIds[index] as number;
  const name = seesAll(ctx) ? (outsiders.get(id) as string) : `#${id}`;
  throw invalidField(field(index), 'notInvited', { name });
}

/**
 * Writes a register in one transaction: each listed user's line whole (status and note);
 * with `replace` the users not listed are taken off (of the lines the caller may read). One
 * history entry on the register.
 */
export async function recordAttendees(
  services: Services,
  attendanceId: number,
  body: Body,
  ctx: RequestContext,
) {
  const listed = onceEach(body.attendees);
  await checkUsers(
    services.db,
    body.attendees.map((a) => a.userId),
    (i) => `attendees.${i}.userId`,
  );
  return services.db.transaction().execute(async (trx) => {
    const register = await trx
      .selectFrom('attendances')
      .select('meetingId')
      .where('id', '=', attendanceId)
      .executeTakeFirstOrThrow();
    await checkOnRoll(
      trx,
      register.meetingId,
      body.attendees.map((a) => a.userId),
      ctx,
      (i) => `attendees.${i}.userId`,
    );
    const before = await linesOf(trx, attendanceId);
    await upsert(trx, attendanceId, body.attendees, ctx);
    // One who reads only their own line of a register replaces only what they read.
    const readable = (id: number) => seesAll(ctx) || id === ctx.auth.user.id;
    const gone =
      body.mode === 'replace'
        ? before.map((b) => b.userId).filter((id) => !listed.has(id) && readable(id))
        : [];
    for (let i = 0; i < gone.length; i += CHUNK) {
      await trx
        .deleteFrom('attendanceAttendees')
        .where('attendanceId', '=', attendanceId)
        .where('userId', 'in', gone.slice(i, i + CHUNK))
        .execute();
    }
    await trx
      .updateTable('attendances')
      .set({ updatedAt: new Date().toISOString() })
      .where('id', '=', attendanceId)
      .execute();
    await recordAudit(trx, {
      resource: 'attendances',
      recordId: attendanceId,
      action: 'record',
      actorId: ctx.auth.user.id,
      requestId: ctx.requestId,
      before: stateOf(before),
      after: stateOf(await linesOf(trx, attendanceId)),
    });
    const summary =
      (await registerSummaries(trx, [attendanceId])).get(attendanceId) ?? summarize([]);
    return { attendanceId, written: body.attendees.length, removed: gone.length, summary };
  });
}
