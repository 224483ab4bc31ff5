import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The group and, with `subgroups`, every group below it (to any depth), live ones only. */
export async function groupsUnder(
  db: Kysely<Database>,
  groupId: number,
  subgroups: boolean,
): Promise<number[]> {
  if (!subgroups) return [groupId];
  const all = await db
    .selectFrom('caffeeGroups')
    .select(['id', 'parentId'])
    .where('deletedAt', 'is', null)
    .execute();
  const children = new Map<number, number[]>();
  for (const g of all) {
    if (g.parentId === null) continue;
    children.set(g.parentId, [...(children.get(g.parentId) ?? []), g.id]);
  }
  // A walk over what was read, each group once: a loop in the data cannot hang it.
  const out = new Set<number>([groupId]);
  const queue = [groupId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const child of children.get(id) ?? []) {
      if (!out.has(child)) {
        out.add(child);
        queue.push(child);
      }
    }
  }
  return [...out];
}

/** Who a committee invites: the live accounts among its members (and its sub-groups'). */
export async function committeeMembers(
  db: Kysely<Database>,
  groupId: number | null,
  subgroups: boolean,
): Promise<number[]> {
  if (groupId === null) return [];
  const groups = await groupsUnder(db, groupId, subgroups);
  const rows = await db
    .selectFrom('groupMembers as gm')
    .innerJoin('users as u', 'u.id', 'gm.userId')
    .select('u.id')
    .distinct()
    .where('gm.groupId', 'in', groups)
    .where('u.deletedAt', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
