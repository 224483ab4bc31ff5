import { ImportDoneSchema, listLinkPath, recordLinkPath, type ImportDone } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** What an `import` history entry says the import wrote (its `after`), if it is one. */
export function importedOf(changes: Record<string, [unknown, unknown]> | null): ImportDone | null {
  if (!changes) return null;
  const after = Object.fromEntries(Object.entries(changes).map(([key, [, now]]) => [key, now]));
  const parsed = ImportDoneSchema.safeParse(after);
  return parsed.success ? parsed.data : null;
}

/** What each `import-done` line's import wrote, by history entry: one query for the lines. */
export async function importsOfLines(
  db: Kysely<Database>,
  lines: readonly { kind: string; auditId: number }[],
): Promise<Map<number, ImportDone>> {
  const ids = lines.filter((l) => l.kind === 'import-done').map((l) => l.auditId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('auditLog')
    .select(['id', 'changes'])
    .where('id', 'in', ids)
    .execute();
  const out = new Map<number, ImportDone>();
  for (const row of rows) {
    const imported = importedOf(row.changes ? JSON.parse(row.changes) : null);
    if (imported) out.set(row.id, imported);
  }
  return out;
}

/** Where a line of a notification leads: the record, or the list an import wrote into. */
export const lineLinkPath = (
  line: { resource: string; recordId: number },
  imported: ImportDone | null | undefined,
) => (imported ? listLinkPath(imported.into) : recordLinkPath(line.resource, line.recordId));
