import type { GroupMember } from '@caffee/contract';
import {
  envelope,
  GroupMembersBodySchema,
  GroupMemberSchema,
  IdParamsSchema,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { invalidField, notFound } from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import type { RequestContext, Row } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { followCommittee } from '../meetings/invitees.js';

/** A group's members (live accounts), by name, with what their profile shows. */
async function membersOf(services: Services, group: Row): Promise<GroupMember[]> {
  const rows = await services.db
    .selectFrom('groupMembers as gm')
    .innerJoin('users as u', 'u.id', 'gm.userId')
    .leftJoin('files as f', (join) =>
      join.onRef('f.id', '=', 'u.pictureFileId').on('f.deletedAt', 'is', null),
    )
    .select(['u.id', 'u.name', 'u.gender', 'u.party', 'u.position', 'u.kebeleId'])
    .select(['f.id as fileId', 'f.thumbnailName'])
    .where('gm.groupId', '=', group.id)
    .where('u.deletedAt', 'is', null)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.map(({ fileId, thumbnailName, ...member }) => ({
    ...member,
    pictureUrl: fileId && thumbnailName ? services.fileLinks.url(fileId, 'thumbnail') : null,
    isChair: member.id === group.chairId,
  }));
}

/** Only users of type member can sit in a group; names the ids that cannot (422). */
async function checkMembers(services: Services, userIds: number[]) {
  if (userIds.length === 0) return;
  const found = await services.db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('type', '=', 'member')
    .where('deletedAt', 'is', null)
    .execute();
  const ok = new Set(found.map((u) => u.id));
  const refused = userIds.filter((id) => !ok.has(id));
  if (refused.length) {
    throw invalidField('userIds', 'notMembers', { ids: refused.join(', ') });
  }
}

/** The ids of a group's members, live or not (what its history counts). */
const memberIdsOf = async (trx: Kysely<Database>, groupId: number) =>
  (
    await trx.selectFrom('groupMembers').select('userId').where('groupId', '=', groupId).execute()
  ).map((m) => m.userId);

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** A group's history entry for a change of its members. */
const auditMembers = (
  trx: Kysely<Database>,
  groupId: number,
  change: { before: number[]; after: number[]; source?: string },
  ctx: RequestContext,
) =>
  recordAudit(trx, {
    resource: 'caffee-groups',
    recordId: groupId,
    action: 'members',
    actorId: ctx.auth.user.id,
    requestId: ctx.requestId,
    before: { memberIds: sorted(change.before) },
    after: { memberIds: sorted(change.after) },
    ...(change.source ? { source: change.source } : {}),
  });

/** Adds members to groups, stamped with who did it. */
async function addMembers(
  trx: Kysely<Database>,
  pairs: { groupId: number; userId: number }[],
  ctx: RequestContext,
) {
  if (pairs.length === 0) return;
  const now = new Date().toISOString();
  await trx
    .insertInto('groupMembers')
    .values(pairs.map((p) => ({ ...p, createdAt: now, createdBy: ctx.auth.user.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Replaces a group's members in one transaction, with one history entry. */
async function setMembers(
  services: Services,
  groupId: number,
  userIds: number[],
  ctx: ReturnType<typeof contextOf>,
) {
  await services.db.transaction().execute(async (trx) => {
    const before = await memberIdsOf(trx, groupId);
    let remove = trx.deleteFrom('groupMembers').where('groupId', '=', groupId);
    if (userIds.length) remove = remove.where('userId', 'not in', userIds);
    await remove.execute();
    const added = userIds.filter((id) => !before.includes(id));
    await addMembers(
      trx,
      added.map((userId) => ({ groupId, userId })),
      ctx,
    );
    await auditMembers(trx, groupId, { before, after: userIds }, ctx);
    await followCommittee(trx, [groupId], ctx);
  });
}

/**
 * Accounts' groups as an import writes them (records/access/users/import.ts): each account
 * put in exactly the groups its row names, then, once every row is written, one history
 * entry per group whose members changed and the committees' meetings following them, as
 * `PUT caffee-groups/{id}/members` does for one group.
 */
export function accountGroups(trx: Kysely<Database>, ctx: RequestContext) {
  /** Each group touched, with its members before the import. */
  const before = new Map<number, number[]>();

  return {
    /** Puts a council member in exactly these groups (live ones; 422 on `groupIds` else). */
    async set(userId: number, type: string, groupIds: number[]) {
      if (groupIds.length > 0 && type !== 'member') {
        throw invalidField('groupIds', 'groupsForMembers');
      }
      const live = groupIds.length
        ? await trx
            .selectFrom('caffeeGroups')
            .select('id')
            .where('id', 'in', groupIds)
            .where('deletedAt', 'is', null)
            .execute()
        : [];
      if (live.length < groupIds.length) throw invalidField('groupIds', 'noSuchGroup');
      const current = (
        await trx
          .selectFrom('groupMembers')
          .select('groupId')
          .where('userId', '=', userId)
          .execute()
      ).map((m) => m.groupId);
      const left = current.filter((id) => !groupIds.includes(id));
      const added = groupIds.filter((id) => !current.includes(id));
      for (const groupId of [...left, ...added]) {
        if (!before.has(groupId)) before.set(groupId, await memberIdsOf(trx, groupId));
      }
      if (left.length) {
        await trx
          .deleteFrom('groupMembers')
          .where('userId', '=', userId)
          .where('groupId', 'in', left)
          .execute();
      }
      await addMembers(
        trx,
        added.map((groupId) => ({ groupId, userId })),
        ctx,
      );
    },

    /** The history of each group changed, said to come from `source`; the committees follow. */
    async finish(source?: string) {
      const changed: number[] = [];
      for (const [groupId, was] of before) {
        const after = await memberIdsOf(trx, groupId);
        if (JSON.stringify(sorted(after)) === JSON.stringify(sorted(was))) continue;
        changed.push(groupId);
        await auditMembers(
          trx,
          groupId,
          { before: was, after, ...(source ? { source } : {}) },
          ctx,
        );
      }
      if (changed.length) await followCommittee(trx, changed, ctx);
    },
  };
}

/** A group's members: `GET` and `PUT caffee-groups/{id}/members`. */
export function registerGroupMembers(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['caffee-groups'];
  const Members = envelope(z.array(GroupMemberSchema));
  const mustFind = async (id: number, ctx: ReturnType<typeof contextOf>) => {
    const group = await store.find(id, ctx);
    if (!group) throw notFound('Group');
    return group;
  };

  r.get('/caffee-groups/:id/members', {
    config: { access: 'caffee-groups:read' },
    schema: {
      tags,
      summary: "Groups: a group's members",
      params: IdParamsSchema,
      response: responses(Members, 401, 403, 404),
    },
    handler: async (request) => {
      const group = await mustFind(request.params.id, contextOf(request));
      return ok(await membersOf(services, group));
    },
  });

  r.put('/caffee-groups/:id/members', {
    config: { access: 'caffee-groups:update' },
    schema: {
      tags,
      summary: "Groups: set a group's members and chair",
      params: IdParamsSchema,
      body: GroupMembersBodySchema,
      response: responses(Members, 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const group = await mustFind(request.params.id, ctx);
      const userIds = [...new Set(request.body.userIds)];
      await checkMembers(services, userIds);
      await setMembers(services, group.id, userIds, ctx);
      return ok(await membersOf(services, group));
    },
  });
}
