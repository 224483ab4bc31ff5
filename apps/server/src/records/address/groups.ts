import { caffeeGroups } from '@caffee/contract';
import { sql } from 'kysely';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { serverResource, type IncludeLoader, type Row } from '../server-resource.js';
import { followCommittee } from '../meetings/invitees.js';
import { registerGroupMembers } from './group-members.js';
import { registerGroupTree } from './group-tree.js';
import { countChildren } from './place-chain.js';

/** How far up a parent chain is followed; guards the walk should data ever hold a loop. */
const MAX_DEPTH = 1000;

/** The group and every group above it, by id (one recursive query). */
async function lineageOf(services: Services, id: number): Promise<Set<number>> {
  const { rows } = await sql<{ id: number }>`
    with recursive up (id, parent_id, depth) as (
      select id, parent_id, 1 from caffee_groups where id = ${id} and deleted_at is null
      union all
      select g.id, g.parent_id, up.depth + 1 from caffee_groups g
      join up on g.id = up.parent_id
      where g.deleted_at is null and up.depth < ${MAX_DEPTH}
    )
    select id from up`.execute(services.db);
  return new Set(rows.map((r) => Number(r.id)));
}

/** Refuses a chair who is not a council member (422 on the field). */
async function checkMember(services: Services, id: unknown, field: string) {
  if (id === null || id === undefined) return;
  const found = await services.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', Number(id))
    .where('type', '=', 'member')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidField(field, 'chooseMember');
}

/** A parent must exist and must not be the group itself or one of its sub-groups. */
async function checkParent(services: Services, parentId: unknown, existing?: Row) {
  if (parentId === null || parentId === undefined) return;
  const lineage = await lineageOf(services, Number(parentId));
  if (lineage.size === 0) throw invalidField('parentId', 'noSuchGroup');
  if (existing && lineage.has(existing.id)) {
    throw invalidField('parentId', 'groupCycle');
  }
}

/** `chair`: `{ id, name }` of each group's chair. */
const chairInclude: IncludeLoader = async (services, rows) => {
  const ids = [...new Set(rows.map((r) => r.chairId as number | null))].filter((v) => v !== null);
  const found = ids.length
    ? await services.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(found.map((u) => [u.id, { id: u.id, name: u.name }]));
  return new Map(rows.map((r) => [r.id, byId.get(r.chairId as number) ?? null]));
};

/** Live members of each group: users of the group who still have an account. */
async function memberCounts(services: Services, groupIds: number[]) {
  const counts = new Map<number, number>(groupIds.map((id) => [id, 0]));
  const rows = groupIds.length
    ? await services.db
        .selectFrom('groupMembers as gm')
        .innerJoin('users as u', 'u.id', 'gm.userId')
        .select(['gm.groupId', (eb) => eb.fn.countAll().as('n')])
        .where('gm.groupId', 'in', groupIds)
        .where('u.deletedAt', 'is', null)
        .groupBy('gm.groupId')
        .execute()
    : [];
  for (const row of rows) counts.set(row.groupId, Number(row.n));
  return counts;
}

/** Groups nested to any depth with a chair and members. */
export const groupResources = [
  serverResource({
    contract: caffeeGroups,
    table: 'caffeeGroups',
    defaultIncludes: ['subGroupCount', 'memberCount'],
    includes: {
      chair: chairInclude,
      subGroupCount: (services, rows) =>
        countChildren(
          services.db,
          'caffeeGroups',
          'parentId',
          rows.map((r) => r.id),
        ),
      memberCount: (services, rows) =>
        memberCounts(
          services,
          rows.map((r) => r.id),
        ),
    },
    validate: async (services, values, ctx) => {
      await checkParent(services, values.parentId, ctx.existing);
      await checkMember(services, values.chairId, 'chairId');
    },
    protect: async (row, change, _values, services) => {
      if (change !== 'delete') return undefined;
      const n = (await countChildren(services.db, 'caffeeGroups', 'parentId', [row.id])).get(
        row.id,
      );
      if (!n) return undefined;
      const what = n === 1 ? '1 sub-group' : `${n} sub-groups`;
      return `This group still has ${what}; move or delete them first`;
    },
    // A group moved in the tree: the committees inviting their sub-groups follow it.
    afterWrite: async (trx, _row, body, ctx) => {
      if (ctx.change === 'update' && body.parentId !== undefined) {
        await followCommittee(trx, 'moved', ctx);
      }
    },
    extend: (app, services, store) => {
      registerGroupTree(app, services);
      registerGroupMembers(app, services, store);
    },
  }),
];
