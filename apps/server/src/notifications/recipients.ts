import type { Audience, NotificationKind } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/database.js';
import { AUDIENCE_TYPES } from '../records/engagement/audience.js';
import type { RequestContext } from '../records/server-resource.js';
import { storeOf } from '../records/readable.js';
import { SERVED_RESOURCES } from '../records/registry.js';
import { grantedNames } from '../records/access/roles/role-grants.js';
import type { Services } from '../services.js';
import { inviteeChanges, type EventEntry } from './events.js';

type Db = Kysely<Database>;

/** Accounts that can be told anything: active, not deleted. */
const liveUsers = (db: Db) =>
  db.selectFrom('users').where('users.status', '=', 'active').where('users.deletedAt', 'is', null);

const instituteUsers = async (db: Db, instituteId: number | null | undefined) =>
  instituteId == null
    ? []
    : (
        await liveUsers(db)
          .select('id')
          .where('type', '=', 'institute')
          .where('instituteId', '=', instituteId)
          .execute()
      ).map((u) => u.id);

const audienceUsers = async (db: Db, audience: string | null | undefined) =>
  audience == null
    ? []
    : (
        await liveUsers(db)
          .select('id')
          .where('type', 'in', AUDIENCE_TYPES[audience as Audience] ?? [])
          .execute()
      ).map((u) => u.id);

/** The record's creator and everyone who commented on it. */
async function discussion(db: Db, entry: EventEntry): Promise<number[]> {
  const served = SERVED_RESOURCES.find((r) => r.contract.path === entry.resource);
  const table = served?.table ?? (entry.resource === 'users' ? 'users' : undefined);
  const creator = table
    ? await (db as Kysely<Record<string, { id: number; createdBy: number | null }>>)
        .selectFrom(table)
        .select('createdBy')
        .where('id', '=', entry.recordId)
        .executeTakeFirst()
    : undefined;
  const commenters = await db
    .selectFrom('comments')
    .select('authorId')
    .distinct()
    .where('resource', '=', entry.resource)
    .where('recordId', '=', entry.recordId)
    .where('deletedAt', 'is', null)
    .execute();
  return [creator?.createdBy, ...commenters.map((c) => c.authorId)].filter(
    (id): id is number => id != null,
  );
}

const surveyAudience = async (db: Db, id: number) =>
  audienceUsers(
    db,
    (await db.selectFrom('surveys').select('audience').where('id', '=', id).executeTakeFirst())
      ?.audience,
  );

/** `ids` less those of the people who already did what they are reminded of. */
const without = (ids: number[], done: { userId: number }[]) => {
  const gone = new Set(done.map((d) => d.userId));
  return ids.filter((id) => !gone.has(id));
};

const complaintOf = (db: Db, id: number) =>
  db
    .selectFrom('complains')
    .select(['instituteId', 'createdBy'])
    .where('id', '=', id)
    .executeTakeFirst();

const inviteesOf = async (db: Db, meetingId: number) =>
  (
    await db
      .selectFrom('meetingInvitees')
      .select('userId')
      .where('meetingId', '=', meetingId)
      .execute()
  ).map((r) => r.userId);

/**
 * Who may have to hear of an event, before the check that they may read its record: the
 * issue's list of events and their people, in one place.
 */
async function candidates(db: Db, kind: NotificationKind, entry: EventEntry): Promise<number[]> {
  const id = entry.recordId;
  switch (kind) {
    case 'question-opened': {
      const q = await db
        .selectFrom('questions')
        .select(['audience', 'addressedInstituteId', 'surveyId'])
        .where('id', '=', id)
        .executeTakeFirst();
      // A survey's question is told of with its survey.
      if (!q || q.surveyId != null) return [];
      return q.addressedInstituteId != null
        ? instituteUsers(db, q.addressedInstituteId)
        : audienceUsers(db, q.audience);
    }
    case 'survey-opened':
      return surveyAudience(db, id);
    case 'question-due': {
      const answered = await db
        .selectFrom('questionAnswers')
        .select('userId')
        .where('questionId', '=', id)
        .execute();
      return without(await candidates(db, 'question-opened', entry), answered);
    }
    case 'survey-due': {
      const responded = await db
        .selectFrom('surveyResponses')
        .select('userId')
        .where('surveyId', '=', id)
        .execute();
      return without(await surveyAudience(db, id), responded);
    }
    case 'question-answered': {
      const q = await db
        .selectFrom('questions')
        .select('createdBy')
        .where('id', '=', id)
        .executeTakeFirst();
      return q?.createdBy != null ? [q.createdBy] : [];
    }
    case 'complaint-filed':
      return instituteUsers(db, (await complaintOf(db, id))?.instituteId);
    case 'complaint-status': {
      const c = await complaintOf(db, id);
      return c
        ? [
            ...(c.createdBy != null ? [c.createdBy] : []),
            ...(await instituteUsers(db, c.instituteId)),
          ]
        : [];
    }
    case 'comment': {
      const people = await discussion(db, entry);
      // A complaint's comments concern both its sides: who filed it and the institute.
      if (entry.resource !== 'complains') return people;
      return [...people, ...(await instituteUsers(db, (await complaintOf(db, id))?.instituteId))];
    }
    case 'meeting-invited':
      return inviteeChanges(entry).added;
    case 'meeting-uninvited':
      return inviteeChanges(entry).removed;
    case 'meeting-changed':
    case 'meeting-cancelled':
      return inviteesOf(db, id);
    case 'account-activated':
    case 'account-role':
    case 'import-done':
      return [id];
    case 'registration-pending': {
      const rows = await liveUsers(db)
        .innerJoin('rolePermissions as rp', 'rp.roleId', 'users.roleId')
        .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
        .select('users.id')
        .where('p.name', '=', 'users:activate')
        .where('p.deletedAt', 'is', null)
        .execute();
      return rows.map((r) => r.id);
    }
  }
}

/** One batch of an event's people, and where the next batch starts. */
export interface RecipientBatch {
  people: UserRow[];
  /** The last candidate this batch considered, to pass as `after`; null when none is left. */
  next: number | null;
}

/**
 * The people told of an event: its candidates, less whoever caused it, who may read its
 * record by the very rules the API applies to them (their role's `read` permission and the
 * record type's scope): never someone who could not open what they are told of. Taken in id
 * order, `limit` candidates after the id `after`, so a large audience is told in batches.
 */
export function recipientFinder(services: Services) {
  return async function recipients(
    db: Db,
    kind: NotificationKind,
    entry: EventEntry,
    { after = 0, limit = Number.POSITIVE_INFINITY } = {},
  ): Promise<RecipientBatch> {
    const all = [...new Set(await candidates(db, kind, entry))]
      // Nobody is told of what they did, but of their own import's end (its kind says why).
      .filter((id) => (id !== entry.actorId || kind === 'import-done') && id > after)
      .sort((a, b) => a - b);
    const ids = all.slice(0, limit);
    const next = all.length > ids.length ? (ids.at(-1) ?? null) : null;
    if (ids.length === 0) return { people: [], next };
    const users = await liveUsers(db).selectAll().where('id', 'in', ids).orderBy('id').execute();
    const roleIds = [...new Set(users.map((u) => u.roleId).filter((r): r is number => r != null))];
    const granted = await grantedNames(db, roleIds);
    const store = storeOf(services, entry.resource);
    const people: UserRow[] = [];
    for (const user of users) {
      const permissions = new Set(user.roleId == null ? [] : (granted.get(user.roleId) ?? []));
      if (entry.resource === 'users') {
        // An account's owner hears of their own account; others must be able to manage it.
        if (user.id === entry.recordId || permissions.has('users:read')) people.push(user);
        continue;
      }
      if (!store || !permissions.has(`${entry.resource}:read`)) continue;
      // A deleted record has no scope left to ask, nor one that still holds those taken off
      // it: they were drawn from its own links (a cancelled meeting's invitees, those just
      // uninvited), which is what made them its readers.
      if (entry.action === 'delete' || kind === 'meeting-uninvited') {
        people.push(user);
        continue;
      }
      const ctx: RequestContext = {
        auth: { user, permissions, sessionId: '' },
        locale: user.locale,
        requestId: `notification-${entry.id}`,
      };
      if (await store.find(entry.recordId, ctx, db)) people.push(user);
    }
    return { people, next };
  };
}
