import { meetings } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { COUNCIL_FILES, COUNCIL_ID } from '../council/council.js';
import { SERVED_RESOURCES } from '../records/registry.js';
import { AGENDA_FILES, MINUTES_FILES } from '../records/meetings/record-files.js';
import type { RequestContext, ServerResource } from '../records/server-resource.js';
import { resourceStore } from '../records/store.js';
import type { Services } from '../services.js';

/**
 * Whether a file's owner record may be read: by the caller, or, with no caller (a signed
 * link), whether it still exists at all.
 */
export type OwnerCheck = (recordId: number, ctx: RequestContext | null) => Promise<boolean>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen by declaration
type AnyDb = Kysely<any>;

/** A declared record type: `GET {path}/{id}`'s own permission, scope, status and deletion rules. */
function recordCheck(services: Services, r: ServerResource): OwnerCheck {
  const store = resourceStore(services, r);
  const read = `${r.contract.path}:read`;
  return async (id, ctx) => {
    if (ctx) return ctx.auth.permissions.has(read) && (await store.find(id, ctx)) !== undefined;
    // Record types with files each have a table of their own: a live row is the record.
    const row = await (services.db as AnyDb)
      .selectFrom(r.table)
      .select('id')
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  };
}

/** A profile picture: its user reads it (users/current), and whoever may read users. */
function userCheck(services: Services): OwnerCheck {
  return async (id, ctx) => {
    if (ctx && ctx.auth.user.id !== id && !ctx.auth.permissions.has('users:read')) return false;
    return (await services.users.findById(id)) !== undefined;
  };
}

/** An agenda item's files: a live item of a meeting the caller may read. */
function agendaItemCheck(services: Services, meeting: OwnerCheck): OwnerCheck {
  return async (id, ctx) => {
    const item = await services.db
      .selectFrom('meetingAgendaItems')
      .select('meetingId')
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return item !== undefined && meeting(item.meetingId, ctx);
  };
}

/**
 * Every kind of file owner (`files.resource`) and the check of its record. A kind missing
 * here is never served (file-scope.api.test.ts fails when one appears).
 */
export function fileOwnerChecks(services: Services): ReadonlyMap<string, OwnerCheck> {
  const checks = new Map<string, OwnerCheck>(
    SERVED_RESOURCES.filter((r) => r.contract.files.length > 0).map((r) => [
      r.contract.path,
      recordCheck(services, r),
    ]),
  );
  const meeting = checks.get(meetings.path);
  if (!meeting) throw new Error('meetings must be a served record type with files');
  checks.set(MINUTES_FILES, meeting);
  checks.set(AGENDA_FILES, agendaItemCheck(services, meeting));
  checks.set('users', userCheck(services));
  // The council's logo: everyone signed in reads it (the header, every letterhead).
  checks.set(COUNCIL_FILES, async (id) => id === COUNCIL_ID);
  return checks;
}

/** Whether a file row may be served; an owner of no known kind fails closed. */
export function fileReadability(services: Services) {
  const checks = fileOwnerChecks(services);
  return async (
    file: { resource: string | null; recordId: number | null },
    ctx: RequestContext | null,
  ): Promise<boolean> => {
    const check = file.resource === null ? undefined : checks.get(file.resource);
    return check !== undefined && file.recordId !== null && check(file.recordId, ctx);
  };
}
