import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { invalidField } from '../../http/errors.js';
import type { IncludeLoader, RequestContext } from '../server-resource.js';

/** `includes[]=invitees`: who is invited to each meeting of a page, in one query. */
export const loadInvitees: IncludeLoader = async (services, rows) => {
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await services.db
        .selectFrom('meetingInvitees')
        .innerJoin('users', 'users.id', 'meetingInvitees.userId')
        .select(['meetingInvitees.meetingId', 'users.id as userId', 'users.name', 'users.type'])
        .where('meetingInvitees.meetingId', 'in', ids)
        .where('users.deletedAt', 'is', null)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute()
    : [];
  const out = new Map<number, { userId: number; name: string; type: string }[]>(
    ids.map((id) => [id, []]),
  );
  for (const f of found) {
    out.get(f.meetingId)?.push({ userId: f.userId, name: f.name, type: f.type });
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

/** A meeting body's `inviteeIds`: the whole new list, with one history entry if it changed. */
export async function writeInvitees(
  trx: Kysely<Database>,
  meetingId: number,
  userIds: number[],
  ctx: RequestContext,
): Promise<void> {
  const wanted = [...new Set(userIds)].sort((a, b) => a - b);
  await checkUsers(trx, wanted, () => 'inviteeIds');
  const current = (
    await trx
      .selectFrom('meetingInvitees')
      .select('userId')
      .where('meetingId', '=', meetingId)
      .execute()
  )
    .map((r) => r.userId)
    .sort((a, b) => a - b);
  const gone = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  if (gone.length === 0 && added.length === 0) return;
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
      .values(added.map((userId) => ({ meetingId, userId, createdBy: ctx.auth.user.id })))
      .execute();
  }
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
