import { RECORD_CONTRACTS, usersDeclaration, type Locale, type Resource } from '@caffee/contract';
import type { Database } from '../../../db/database.js';
import { tableOf } from '../../../db/record-table.js';
import { namesOf, refInclude, type NameSource } from '../../ref-names.js';
import type { IncludeLoader } from '../../server-resource.js';
import type { Services } from '../../../services.js';

/**
 * Where the names of a type a user points at are read: the declared type's table and title
 * (from the contract, not the server's registry, which the sign-in path must not load).
 */
function sourceOf(path: Resource): NameSource {
  const declared = RECORD_CONTRACTS.get(path);
  if (!declared) throw new Error(`users: no names for ${path}`);
  return { table: tableOf(declared) as keyof Database, contract: declared };
}

/** The declared references: `roleId` → `role`, `instituteId` → `institute`. */
const REFERENCES = usersDeclaration.fields.flatMap((f) =>
  f.kind === 'reference' && f.ref && f.refField
    ? [{ field: f.name, include: f.refField, source: sourceOf(f.ref as Resource) }]
    : [],
);

/** A loader for each reference's include: `{ id, name }` in the reader's language. */
export const USER_REF_INCLUDES: Record<string, IncludeLoader> = Object.fromEntries(
  REFERENCES.map((r) => [r.include, refInclude(r.source, r.field)]),
);

/** The `{ id, name }` of each reference of one user (the signed-in user's own answer). */
export async function refsOfUser(
  services: Pick<Services, 'db'>,
  row: Record<string, unknown>,
  locale: Locale,
  includes: readonly string[],
): Promise<Record<string, { id: number; name: string } | null>> {
  const wanted = REFERENCES.filter((r) => includes.includes(r.include));
  const named = await Promise.all(
    wanted.map(async (r) => {
      const id = row[r.field];
      if (typeof id !== 'number') return [r.include, null] as const;
      const name = (await namesOf(services, r.source, [id], locale)).get(id);
      return [r.include, name === undefined ? null : { id, name }] as const;
    }),
  );
  return Object.fromEntries(named);
}
