import type { GroupNode, Locale } from '@caffee/contract';
import { envelope, GroupNodeSchema, TreeQuerySchema } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { refOf } from './place-chain.js';

/** Every live group nested under its parent, each level sorted by name. */
export async function groupTree(services: Services, locale: Locale): Promise<GroupNode[]> {
  const [rows, counts] = await Promise.all([
    services.db
      .selectFrom('caffeeGroups')
      .select(['id', 'parentId', 'nameOm', 'nameEn', 'nameAm', 'categoryId', 'chairId'])
      .where('deletedAt', 'is', null)
      .execute(),
    services.db
      .selectFrom('groupMembers as gm')
      .innerJoin('users as u', 'u.id', 'gm.userId')
      .select(['gm.groupId', (eb) => eb.fn.countAll().as('n')])
      .where('u.deletedAt', 'is', null)
      .groupBy('gm.groupId')
      .execute(),
  ]);
  const memberCount = new Map(counts.map((c) => [c.groupId, Number(c.n)]));
  const nodes = new Map<number, GroupNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: refOf(row, locale).name,
        categoryId: row.categoryId,
        chairId: row.chairId,
        memberCount: memberCount.get(row.id) ?? 0,
        children: [],
      },
    ]),
  );
  const roots: GroupNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as GroupNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const byName = (a: GroupNode, b: GroupNode) => a.name.localeCompare(b.name);
  for (const node of nodes.values()) node.children.sort(byName);
  return roots.sort(byName);
}

/** `GET caffee-groups/tree`: every group with its sub-groups, for the group tree screen. */
export function registerGroupTree(app: FastifyInstance, services: Services) {
  app.withTypeProvider<ZodTypeProvider>().get('/caffee-groups/tree', {
    config: { access: 'caffee-groups:list' },
    schema: {
      tags: ['caffee-groups'],
      summary: 'Groups: the groups and their sub-groups as a tree',
      querystring: TreeQuerySchema,
      response: responses(envelope(z.array(GroupNodeSchema)), 400, 401, 403),
    },
    handler: async (request) => ok(await groupTree(services, request.query.locale)),
  });
}
