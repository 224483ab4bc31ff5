import type { AuditEntry, Locale, Resource, ResourceMeta } from '@caffee/contract';
import { isResource } from '@caffee/contract';
import { namesOf } from '../records/ref-names.js';
import type { ServerResource } from '../records/server-resource.js';
import type { Services } from '../services.js';

/** What the ids of a history field point at: a record type, or the stored files. */
export type Target = Resource | 'files';

/** A register's line (`user12`, see `meetings/attendees.ts`): the person is in the key. */
const LINE = /^user(\d+)$/;

/** History fields that are no field of the record but name people or files. */
const HISTORY_ONLY: Record<string, Target> = {
  invitees: 'users',
  memberIds: 'users',
  minutesFileId: 'files',
  pictureFileId: 'files',
};

/** What a changed field's ids point at, or undefined when its values name nothing. */
export function historyTargetOf(meta: ResourceMeta, field: string): Target | undefined {
  if (LINE.test(field)) return 'users';
  if (HISTORY_ONLY[field]) return HISTORY_ONLY[field];
  const decl = meta.fields.find((f) => f.name === field);
  if (decl?.kind === 'reference') return isResource(decl.ref) ? decl.ref : undefined;
  if (decl?.kind === 'kebele') return 'kebeles';
  return undefined;
}

/** The ids one change names: the line's person, or the ids in its before and after. */
function idsOf(field: string, change: [unknown, unknown]): number[] {
  const line = LINE.exec(field);
  if (line) return [Number(line[1])];
  return change.flatMap((v) => (Array.isArray(v) ? v : [v])).filter(Number.isInteger) as number[];
}

/** The other record types by path (`ServerResource.peer`). */
export type Peers = (path: Resource) => ServerResource | undefined;

/**
 * The names of records of one kind in the reader's language: an account's name, a file's, a
 * served type's name field (kept for records deleted since). History lines and notifications
 * name what they point at with it.
 */
export async function namesOfTarget(
  services: Pick<Services, 'db'>,
  peers: Peers,
  target: Target,
  ids: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (target === 'users') {
    const rows = await services.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  if (target === 'files') {
    const rows = await services.db
      .selectFrom('files')
      .select(['id', 'originalName'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.originalName]));
  }
  const served = peers(target);
  if (!served) return new Map();
  // A deleted record keeps its name in the history that mentions it.
  return namesOf(services, served, ids, locale, { withDeleted: true });
}

/**
 * The histories of a page of records (as their readers may see them) with the names of what
 * their changes point at, in the reader's language: one query per type named, for the page.
 * Run it after the history scope, so that nobody learns a name from an entry they cannot see.
 */
export async function withHistoryNames(
  services: Services,
  meta: ResourceMeta,
  peers: Peers,
  histories: AuditEntry[][],
  locale: Locale,
): Promise<AuditEntry[][]> {
  const wanted = new Map<Target, Set<number>>();
  for (const entries of histories) {
    for (const entry of entries) {
      for (const [field, change] of Object.entries(entry.changes ?? {})) {
        const target = historyTargetOf(meta, field);
        if (!target) continue;
        const ids = wanted.get(target) ?? new Set<number>();
        for (const id of idsOf(field, change)) ids.add(id);
        wanted.set(target, ids);
      }
    }
  }
  if (wanted.size === 0) return histories;
  const found = new Map<Target, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([target, ids]) =>
      found.set(
        target,
        ids.size ? await namesOfTarget(services, peers, target, [...ids], locale) : new Map(),
      ),
    ),
  );
  return histories.map((entries) =>
    entries.map((entry) => {
      const names: Record<string, Record<string, string>> = {};
      for (const [field, change] of Object.entries(entry.changes ?? {})) {
        const target = historyTargetOf(meta, field);
        const known = target && found.get(target);
        if (!known) continue;
        for (const id of idsOf(field, change)) {
          const name = known.get(id);
          if (name !== undefined) (names[field] ??= {})[String(id)] = name;
        }
      }
      return Object.keys(names).length > 0 ? { ...entry, names } : entry;
    }),
  );
}
