// Accounts from a spreadsheet (`POST /users/import`): the generic import (records/import/) with
// the accounts' own writes, so an imported account is made, checked and invited as one made
// on the form: the same rules on who may give which role and institute, the email free, the
// history line, and a mailed link to choose a password (no password is ever in a file). A
// member's groups may be given too, by name: the groups' own writes put them there.
import {
  UserCreateSchema,
  UserUpdateSchema,
  usersDeclaration,
  type FieldDecl,
  type UserCreate,
  type UserUpdate,
} from '@caffee/contract';
import { z } from 'zod';
import { hashPassword } from '../../../auth/passwords.js';
import type { Database } from '../../../db/database.js';
import { accountGroups } from '../../address/group-members.js';
import type { ImportInto } from '../../import/into.js';
import { createUserAdmin } from './admin.js';
import { generatePassword } from './create.js';
import { createUserRepository } from './repository.js';
import type { Kysely } from 'kysely';

/** A member's groups: a cell of names (or ids) separated by `;`. */
const GROUPS: FieldDecl = {
  name: 'groupIds',
  kind: 'reference',
  ref: 'caffee-groups',
  many: true,
  when: { field: 'type', values: ['member'] },
};
const GroupIdsSchema = z.array(z.number().int().positive()).max(200).optional();

export function usersImport(): ImportInto {
  return {
    contract: {
      ...usersDeclaration,
      fields: [...usersDeclaration.fields, GROUPS],
      // A file gives no password: each new account is invited to choose one.
      create: UserCreateSchema.omit({ password: true }).extend({ groupIds: GroupIdsSchema }),
      update: UserUpdateSchema.extend({ groupIds: GroupIdsSchema }),
    },
    // Putting people in groups is the groups' change, as on a group's members page.
    fieldAccess: { groupIds: 'caffee-groups:update' },
    writer: (services, ctx) => {
      // The accounts' reads and writes over the import's transaction.
      const inTrx = { ...services, users: createUserRepository(services.db, services.fileLinks) };
      const admin = createUserAdmin(inTrx);
      const groups = accountGroups(services.db as Kysely<Database>, ctx);
      // One hash for the import, of a password made and forgotten here: hashing one per row
      // would take 50–100 ms each (argon2), and no one can sign in with it either way.
      let passwordHash: Promise<string> | undefined;
      return {
        find: async (id) => {
          const row = await inTrx.users.findById(id);
          if (!row) return undefined;
          const memberOf = await services.db
            .selectFrom('groupMembers')
            .select('groupId')
            .where('userId', '=', id)
            .execute();
          return { ...row, groupIds: memberOf.map((m) => m.groupId) };
        },
        create: async (values, how) => {
          const { groupIds, ...account } = values as UserCreate & { groupIds?: number[] };
          const user = await admin.create(account, ctx.auth, ctx.requestId, {
            passwordHash: await (passwordHash ??= hashPassword(generatePassword())),
            ...(how.source ? { source: how.source } : {}),
          });
          if (groupIds) await groups.set(user.id, user.type, groupIds);
          return user;
        },
        update: async (id, values, how) => {
          const { groupIds, ...account } = values as UserUpdate & { groupIds?: number[] };
          const user = Object.keys(account).length
            ? await admin.update(id, account, ctx.auth, ctx.requestId, how.source)
            : await inTrx.users.findById(id);
          if (groupIds && user) await groups.set(id, user.type, groupIds);
          return user;
        },
        finish: (how) => groups.finish(how.source),
      };
    },
  };
}
