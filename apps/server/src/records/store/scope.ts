// What a record type's caller may see and change: the scoped query every read starts from, the
// lookups by id, and what a record's answer says the caller may do to it. Apart so the list,
// the includes and the writes all start from this one scope.
import type { RecordAbilities } from '@caffee/contract';
import { notFound, RecordDeletedError, type HttpError } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { namesOf } from '../ref-names.js';
import type { AnyDb, AnyQuery, RequestContext, Row, ServerResource } from '../server-resource.js';

export type { AnyDb } from '../server-resource.js';

/** The scope of one record type's store, derived from its declaration; the other parts take it. */
export function storeScope(services: Services, r: ServerResource) {
  const db = services.db as AnyDb;
  const { contract, table } = r;
  const idColumn = `${table}.id`;

  function base(ctx: RequestContext, from: AnyDb = db): AnyQuery {
    const qb = from.selectFrom(table).where(`${table}.deletedAt`, 'is', null);
    return r.scope ? r.scope(qb, ctx) : qb;
  }

  async function find(id: number, ctx: RequestContext, from: AnyDb = db) {
    return (await base(ctx, from).selectAll(table).where(idColumn, '=', id).executeTakeFirst()) as
      Row | undefined;
  }

  /**
   * Why a record the caller asked for is not there. Deleted, to one whose scope takes the row
   * as it was left (a cancelled meeting's invitees, its type's readers): when, and its name.
   * Anyone else, and an id that never was, gets the plain 404 and learns nothing.
   */
  async function missing(id: number, ctx: RequestContext): Promise<HttpError> {
    const qb = db.selectFrom(table).where(`${table}.deletedAt`, 'is not', null);
    const row = (await (r.scope ? r.scope(qb, ctx) : qb)
      .select(`${table}.deletedAt as deletedAt`)
      .where(idColumn, '=', id)
      .executeTakeFirst()) as { deletedAt: string | Date } | undefined;
    if (!row) return notFound();
    const at = new Date(row.deletedAt).toISOString();
    const names = await namesOf(services, r, [id], ctx.locale, { withDeleted: true });
    return new RecordDeletedError(at, names.get(id) || undefined);
  }

  /** A record the caller may change: outside their write scope it does not exist for them. */
  async function mustFindWritable(id: number, ctx: RequestContext) {
    let qb = base(ctx).selectAll(table).where(idColumn, '=', id);
    if (r.writeScope) qb = r.writeScope(qb, ctx);
    const row = (await qb.executeTakeFirst()) as Row | undefined;
    if (!row) throw notFound();
    return row;
  }

  /**
   * What the caller may do to a record they can read: the permission, within the write
   * scope (an institute user's own institute...), so screens offer only what would succeed.
   */
  async function abilitiesOf(row: Row, ctx: RequestContext): Promise<RecordAbilities> {
    const { id } = row;
    const held = (action: string) => ctx.auth.permissions.has(`${contract.path}:${action}`);
    const [update, remove] = [held('update'), held('delete')];
    let inScope = true;
    if (r.writeScope && (update || remove)) {
      const qb = r.writeScope(base(ctx).select(idColumn).where(idColumn, '=', id), ctx);
      inScope = (await qb.executeTakeFirst()) !== undefined;
    }
    // What the type's own rules refuse is not offered either: deleting a system role or a
    // built-in permission (`protect`), commenting on a locked forum topic (`canComment`).
    let deletable = remove && inScope;
    if (deletable && r.protect) deletable = !(await r.protect(row, 'delete', undefined, services));
    const comment = contract.comments && held('comment') && !r.canComment?.(row, ctx);
    return { update: update && inScope, delete: deletable, comment };
  }

  return { services, r, db, idColumn, base, find, missing, mustFindWritable, abilitiesOf };
}
export type StoreScope = ReturnType<typeof storeScope>;
