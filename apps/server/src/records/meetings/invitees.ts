import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { invalidField } from '../../http/errors.js';
import type { IncludeLoader, RequestContext } from '../server-resource.js';
import { committeeMembers, groupsUnder } from './group-invitees.js';

interface Invitee {
  userId: number;
  name: string;
  type: string;
  viaGroup: boolean;
}

/** `includes[]=invitees`: who is invited to each meeting of a page, in one query. */
export const loadInvitees: IncludeLoader = async (services, rows) => {
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await services.db
        .selectFrom('meetingInvitees')
        .innerJoin('users', 'users.id', 'meetingInvitees.userId')
        .select(['meetingInvitees.meetingId', 'users.id as userId', 'users.name', 'users.type'])
        .select('meetingInvitees.viaGroup')
        .where('meetingInvitees.meetingId', 'in', ids)
        .where('users.deletedAt', 'is', null)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute()
    : [];
  const out = new Map<number, Invitee[]>(ids.map((id) => [id, []]));
  for (const f of found) {
    const { userId, name, type } = f;
    out.get(f.meetingId)?.push({ userId, name, type, viaGroup: Boolean(f.viaGroup) });
  }
  return out;
};

/** Refuses user ids that name nobody (422 on `field`). */
export async function checkUsers(
  db: Kysely<Database>,
  userIds: number[],
  field: (index: number) => string,
): Promise<void> {
  if (userIds.length === 0) return;
  const found = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [...new Set(userIds)])
        .where('deletedAt', 'is', null)
        .execute()
    ).map((u) => u.id),
  );
  const missing = userIds.findIndex((id) => !found.has(id));
  if (missing >= 0)
    throw invalidField(field(missing), 'noSuchUser', { id: userIds[missing] ?? '' });
}

/** The meeting columns that say whom its committee invites. */
interface CommitteeOf {
  id: number;
  groupId: number | null;
  includeSubgroups: number | boolean;
}

/**
 * Writes a meeting's invitations: those invited by name (`byName`, the body's whole new
 * `inviteeIds`; left out, they stay as they are) and the members of its committee
 * (`groupId`, with `includeSubgroups` its sub-groups' too). One invited both ways is invited
 * by name: leaving the committee does not uninvite them. One history entry if anyone was
 * added or removed, which tells them (notifications/events.ts).
 */
export async function writeInvitees(
  trx: Kysely<Database>,
  meeting: CommitteeOf,
  byName: number[] | undefined,
  ctx: RequestContext,
): Promise<void> {
  const meetingId = meeting.id;
  const rows = await trx
    .selectFrom('meetingInvitees')
    .select(['userId', 'viaGroup'])
    .where('meetingId', '=', meetingId)
    .execute();
  const named = byName
    ? [...new Set(byName)]
    : rows.filter((r) => !r.viaGroup).map((r) => r.userId);
  if (byName) await checkUsers(trx, named, () => 'inviteeIds');
  const committee = await committeeMembers(trx, meeting.groupId, Boolean(meeting.includeSubgroups));
  const viaGroup = new Map<number, number>(committee.map((id) => [id, 1]));
  for (const id of named) viaGroup.set(id, 0);
  const wanted = [...viaGroup.keys()].sort((a, b) => a - b);
  const current = rows.map((r) => r.userId).sort((a, b) => a - b);
  const gone = current.filter((id) => !viaGroup.has(id));
  const added = wanted.filter((id) => !current.includes(id));
  const moved = rows.filter((r) => viaGroup.has(r.userId) && viaGroup.get(r.userId) !== r.viaGroup);
  if (gone.length) {
    await trx
      .deleteFrom('meetingInvitees')
      .where('meetingId', '=', meetingId)
      .where('userId', 'in', gone)
      .execute();
  }
  if (added.length) {
    await trx
      .insertInto('meetingInvitees')
      .values(
        added.map((userId) => ({
          meetingId,
          userId,
          viaGroup: viaGroup.get(userId) ?? 0,
          createdBy: ctx.auth.user.id,
        })),
      )
      .execute();
  }
  // Invited by name now, or by the committee only: who is invited did not change.
  for (const r of moved) {
    await trx
      .updateTable('meetingInvitees')
      .set({ viaGroup: viaGroup.get(r.userId) ?? 0 })
      .where('meetingId', '=', meetingId)
      .where('userId', '=', r.userId)
      .execute();
  }
  if (gone.length === 0 && added.length === 0) return;
  await recordAudit(trx, {
    resource: 'meetings',
    recordId: meetingId,
    action: 'invitees',
    actorId: ctx.auth.user.id,
    requestId: ctx.requestId,
    before: { invitees: current },
    after: { invitees: wanted },
  });
}

/**
 * After a group's members change (`groupIds`: that group) or a group moves in the tree
 * (`'moved'`: every committee inviting its sub-groups may cover other groups now): the
 * meetings that have not ended and whose committee covers a changed group invite the
 * committee as it now is. Those it adds are told as any invitee is, those who left it and were
 * not invited by name are told they no longer are; meetings already over keep whom they
 * invited, as their registers do.
 */
export async function followCommittee(
  trx: Kysely<Database>,
  changed: number[] | 'moved',
  ctx: RequestContext,
): Promise<void> {
  let query = trx
    .selectFrom('meetings')
    .select(['id', 'groupId', 'includeSubgroups'])
    .where('deletedAt', 'is', null)
    .where('groupId', 'is not', null)
    .where('endsAt', '>', new Date().toISOString());
  if (changed === 'moved') query = query.where('includeSubgroups', '=', 1);
  for (const m of await query.execute()) {
    if (m.groupId === null) continue;
    if (changed !== 'moved') {
      const covered = await groupsUnder(trx, m.groupId, Boolean(m.includeSubgroups));
      if (!changed.some((g) => covered.includes(g))) continue;
    }
    await writeInvitees(trx, m, undefined, ctx);
  }
}
