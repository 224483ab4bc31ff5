import { forums } from '@caffee/contract';
import type { IncludeLoader } from '../server-resource.js';
import { serverResource } from '../server-resource.js';
import { isAdmin } from './audience.js';

/** `includes[]=commentCount`: the length of each topic's discussion, in one query. */
const commentCountInclude: IncludeLoader = async (services, rows) => {
  const ids = rows.map((r) => r.id);
  const counted = ids.length
    ? await services.db
        .selectFrom('comments')
        .select(['recordId', (eb) => eb.fn.countAll().as('n')])
        .where('resource', '=', forums.path)
        .where('recordId', 'in', ids)
        .where('deletedAt', 'is', null)
        .groupBy('recordId')
        .execute()
    : [];
  const byId = new Map(counted.map((c) => [c.recordId, Number(c.n)]));
  return new Map(ids.map((id) => [id, byId.get(id) ?? 0]));
};

/** `forums`: topics members open and discuss in comments; a locked one takes no more. */
export const forumsResource = serverResource({
  contract: forums,
  table: 'forums',
  // Whoever else is given forums:update edits their own topics; administrators any.
  writeScope: (qb, ctx) =>
    isAdmin(ctx) ? qb : qb.where('forums.createdBy', '=', ctx.auth.user.id),
  includes: {
    commentCount: commentCountInclude,
  },
  canComment: (row) => (row.locked ? 'This forum is locked: it takes no new comments' : undefined),
});
