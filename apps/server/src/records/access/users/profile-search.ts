// Members' public profiles in the search of everything (issue 44, docs/search.md): an account of
// type member is found by its name, party and position, by whoever may list the accounts. Its
// entry is written in the account's own transaction, as a record type's store writes its own.
import { MEMBER_PROFILES_PATH, usersDeclaration } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../../db/connect.js';
import type { Database, UserRow } from '../../../db/database.js';
import {
  entryWords,
  removeEntry,
  searchedColumns,
  writeEntry,
  type IndexedType,
} from '../../../search/index-entries.js';
import type { Row } from '../../record-context.js';

/** What the index reads of a member: never the email or phone, which are not public. */
export const MEMBER_PROFILES: IndexedType = {
  meta: { ...usersDeclaration, path: MEMBER_PROFILES_PATH, search: ['party', 'position'] },
  table: 'users',
  fixed: { type: 'member' },
};

const COLUMNS = searchedColumns(MEMBER_PROFILES.meta);

/**
 * Writes an account's entry as it is now, in `trx`: a live member's words, or none (another type
 * of account, or a deleted one, is taken out).
 */
export async function indexMemberProfile(
  trx: Kysely<Database>,
  kind: DialectKind,
  row: UserRow,
): Promise<void> {
  if (row.type === 'member' && row.deletedAt === null) {
    const words = entryWords(COLUMNS, row as unknown as Row);
    await writeEntry(trx, kind, MEMBER_PROFILES_PATH, row.id, words);
  } else {
    await removeEntry(trx, kind, MEMBER_PROFILES_PATH, row.id);
  }
}
