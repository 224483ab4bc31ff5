import type { CurrentUser, Locale, User } from '@caffee/contract';
import { DEFAULT_LOCALE, pickTranslation, UserSchema } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../db/database.js';
import { noteReads } from '../../../db/read-tracking.js';
import { versionsOf } from '../../../db/table-versions.js';
import { VersionedCache } from '../../../db/versioned-cache.js';
import { PERMISSION_TABLES } from '../../../auth/guard.js';
import { phoneKeyOf } from '../../../auth/phone-key.js';
import type { FileLinks } from '../../../files/links.js';
import type { UserRepository } from '../../../services.js';
import { rowToRecord, translationsOf } from '../../fields.js';
import { refsOfUser } from './names.js';

/** The fields a user reads with, from its read shape: never the password hash. */
const USER_SHAPE = { record: UserSchema, translatable: [] };
const USER_COLUMNS = Object.keys(UserSchema.shape);

/** The API shape of a user row (no field is multilingual: the language changes nothing). */
export const toUser = (row: UserRow): User =>
  rowToRecord(USER_SHAPE, row, DEFAULT_LOCALE, USER_COLUMNS) as User;

/** Each user's live groups `{ id, name }`, one query for any number of users. */
export async function groupsOfUsers(
  db: Kysely<Database>,
  userIds: number[],
  locale: Locale,
): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('groupMembers as gm')
    .innerJoin('caffeeGroups as g', 'g.id', 'gm.groupId')
    .select(['gm.userId', 'g.id', 'g.nameOm', 'g.nameEn', 'g.nameAm'])
    .where('gm.userId', 'in', userIds)
    .where('g.deletedAt', 'is', null)
    .orderBy('g.id')
    .execute();
  for (const g of rows) {
    out.get(g.userId)?.push({ id: g.id, name: pickTranslation(translationsOf(g, 'name'), locale) });
  }
  return out;
}

export function createUserRepository(db: Kysely<Database>, links: FileLinks): UserRepository {
  /**
   * Each role's permission names under the versions of the tables they were read from. Every
   * request checks its caller's permissions; the join over a role's 200-odd grants cost more
   * than the rest of a request's queries together, a versions read costs a primary-key
   * lookup. Any write to those tables, by any server process, raises a version (triggers), so
   * a changed role takes effect on the next request as before.
   */
  const rolePermissions = new VersionedCache<ReadonlySet<string>>(1000);

  /** A role's permission names: one shared, read-only set per role while its tables are unchanged. */
  async function permissionSetOf(
    roleId: number | null,
    /** `versionsOf(PERMISSION_TABLES)` when the caller has just read them. */
    known?: string,
  ): Promise<ReadonlySet<string>> {
    if (roleId === null) return new Set();
    const versions = known ?? (await versionsOf(db, PERMISSION_TABLES));
    const cached = rolePermissions.get(String(roleId), versions);
    if (cached) {
      noteReads(PERMISSION_TABLES);
      return cached;
    }
    const rows = await db
      .selectFrom('rolePermissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
      .innerJoin('roles as r', 'r.id', 'rp.roleId')
      .select('p.name')
      .where('rp.roleId', '=', roleId)
      .where('r.deletedAt', 'is', null)
      .execute();
    const names: ReadonlySet<string> = new Set(rows.map((r) => r.name));
    rolePermissions.set(String(roleId), versions, names);
    return names;
  }

  /** The live account an email or a phone key names (each is unique among them). */
  const findLive = (column: 'email' | 'phoneKey', value: string) =>
    db
      .selectFrom('users')
      .selectAll()
      .where(column, '=', value)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
  const findByEmail = (email: string) => findLive('email', email);
  /** The live account that signs in with this number, however it is written (phone-key.ts). */
  const findByPhone = (phone: string) => {
    const key = phoneKeyOf(phone);
    return key === null ? Promise.resolve(undefined) : findLive('phoneKey', key);
  };

  return {
    findByEmail,
    findByPhone,

    /** The account a sign-in or a reset names: by its email, or by its phone number. */
    findBySignIn(name: { email?: string | undefined; phone?: string | undefined }) {
      if (name.email !== undefined) return findByEmail(name.email);
      return name.phone === undefined ? Promise.resolve(undefined) : findByPhone(name.phone);
    },

    findById(id: number) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    permissionSetOf,

    async permissionsOf(roleId: number | null): Promise<string[]> {
      return [...(await permissionSetOf(roleId))];
    },

    /** The signed-in user as `users/current` and login show it. */
    async currentUser(
      row: UserRow,
      options: { locale: Locale; permissions?: string[]; withInstitute: boolean },
    ): Promise<CurrentUser> {
      const [refs, permissions, picture, groups] = await Promise.all([
        refsOfUser(
          { db },
          row,
          options.locale,
          options.withInstitute ? ['role', 'institute'] : ['role'],
        ),
        options.permissions ?? this.permissionsOf(row.roleId),
        row.pictureFileId === null
          ? undefined
          : db
              .selectFrom('files')
              .select(['id', 'thumbnailName'])
              .where('id', '=', row.pictureFileId)
              .where('deletedAt', 'is', null)
              .executeTakeFirst(),
        // A member's committees belong on their own profile.
        row.type === 'member' ? groupsOfUsers(db, [row.id], options.locale) : undefined,
      ]);
      const current: CurrentUser = {
        ...toUser(row),
        pictureUrl: picture?.thumbnailName ? links.url(picture.id, 'thumbnail') : null,
        role: refs.role ?? null,
        permissions: [...permissions].sort(),
      };
      if (groups) current.groups = groups.get(row.id) ?? [];
      if (options.withInstitute) current.institute = refs.institute ?? null;
      return current;
    },
  };
}
