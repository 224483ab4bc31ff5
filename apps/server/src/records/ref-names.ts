import type { Locale, Resource, ResourceMeta } from '@caffee/contract';
import { pickTranslation } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Services } from '../services.js';
import { translationsOf } from './fields.js';
import type { IncludeLoader, Row, ServerResource } from './server-resource.js';
import { whereFixed } from './record-context.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen by declaration
type AnyDb = Kysely<any>;

/**
 * Where the names of a record type are read: its table and the field that names a record. A
 * served type is one; so is a type served by routes of its own (roles, for users' role names).
 */
export type NameSource = Pick<ServerResource, 'table' | 'fixed'> & {
  contract: Pick<ResourceMeta, 'title' | 'translatable'>;
};

/**
 * The names of records of one type, in the reader's language (with fallback): what a
 * reference reads as on screens, in exports and in history. A name is given for any live
 * record of the type, whoever reads it: it is part of the record that points at it. The
 * history asks `withDeleted`: a record deleted since keeps its name in the lines naming it.
 */
export async function namesOf(
  services: Pick<Services, 'db'>,
  target: NameSource,
  ids: readonly number[],
  locale: Locale,
  options: { withDeleted?: boolean } = {},
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const { table, contract, fixed } = target;
  const title = contract.title;
  const multilingual = contract.translatable.includes(title);
  const columns = multilingual ? ['Om', 'En', 'Am'].map((l) => `${title}${l}`) : [title];
  let qb = (services.db as AnyDb)
    .selectFrom(table)
    .select(['id', ...columns])
    .where('id', 'in', wanted);
  if (!options.withDeleted) qb = qb.where('deletedAt', 'is', null);
  const rows = (await whereFixed(qb, fixed).execute()) as Row[];
  return new Map(
    rows.map((row) => [
      row.id,
      multilingual ? pickTranslation(translationsOf(row, title), locale) : String(row[title] ?? ''),
    ]),
  );
}

/** `{ id, name }` of the record each row's `column` points at, for its `includes[]`. */
export function refInclude(target: NameSource, column: string): IncludeLoader {
  return async (services, rows, ctx) => {
    const ids = rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number');
    const names = await namesOf(services, target, ids, ctx.locale);
    return new Map(
      rows.map((r) => {
        const id = r[column] as number;
        return [r.id, names.has(id) ? { id, name: names.get(id) ?? '' } : null];
      }),
    );
  };
}

/**
 * The record types with a loader for each declared reference's include that has none of its
 * own: the name of the referenced record, from the type it points at; and each with `peer`,
 * the others by path, for the names in its history.
 */
export function withRefIncludes(resources: readonly ServerResource[]): ServerResource[] {
  const byPath = new Map<string, ServerResource>(resources.map((r) => [r.contract.path, r]));
  return resources.map((r) => {
    const includes = { ...r.includes };
    for (const field of r.contract.fields) {
      if (!field.refField || includes[field.refField]) continue;
      const target = field.ref && byPath.get(field.ref);
      if (!target) {
        throw new Error(`${r.contract.path}.${field.name}: no loader for ${field.refField}`);
      }
      includes[field.refField] = refInclude(target, field.name);
    }
    return { ...r, includes, peer: (path: Resource) => byPath.get(path) };
  });
}
