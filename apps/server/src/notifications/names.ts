import type { Locale } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { namesOf } from '../resources/ref-names.js';
import { SERVED_RESOURCES } from '../resources/registry.js';

/**
 * The names of records of one type in the reader's language, as a notification reads them:
 * a served record type's name field (kept for records deleted since), an account's name.
 */
export async function recordNames(
  db: Kysely<Database>,
  resource: string,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string>> {
  const served = SERVED_RESOURCES.find((r) => r.contract.path === resource);
  if (served) return namesOf({ db }, served, ids, locale, { withDeleted: true });
  if (resource !== 'users' || ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(users.map((u) => [u.id, u.name]));
}

/** The names of the records of a list of lines, by resource then id. */
export async function namesOfLines(
  db: Kysely<Database>,
  lines: readonly { resource: string; recordId: number }[],
  locale: Locale,
): Promise<(line: { resource: string; recordId: number }) => string | undefined> {
  const names = new Map<string, Map<number, string>>();
  for (const resource of new Set(lines.map((l) => l.resource))) {
    const ids = lines.filter((l) => l.resource === resource).map((l) => l.recordId);
    names.set(resource, await recordNames(db, resource, ids, locale));
  }
  return (line) => names.get(line.resource)?.get(line.recordId);
}
