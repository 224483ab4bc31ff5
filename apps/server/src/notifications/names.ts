import { isResource, type Locale } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { namesOfTarget } from '../audit/history-names.js';
import { SERVED_RESOURCES } from '../resources/registry.js';

const served = (path: string) => SERVED_RESOURCES.find((r) => r.contract.path === path);

/** The names of records of one type in the reader's language, as a notification reads them. */
export async function recordNames(
  db: Kysely<Database>,
  resource: string,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0 || !isResource(resource)) return new Map();
  return namesOfTarget({ db }, served, resource, [...new Set(ids)], locale);
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
