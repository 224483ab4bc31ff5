// Accounts from a spreadsheet (`POST /users/import`): the generic import (records/import/) with
// the accounts' own writes, so an imported account is made, checked and invited as one made
// on the form: the same rules on who may give which role and institute, the email free, the
// history line, and a mailed link to choose a password (no password is ever in a file).
import {
  UserCreateSchema,
  UserUpdateSchema,
  usersDeclaration,
  type UserCreate,
  type UserUpdate,
} from '@caffee/contract';
import { hashPassword } from '../../../auth/passwords.js';
import type { ImportInto } from '../../import/run.js';
import { createUserAdmin } from './admin.js';
import { generatePassword } from './create.js';
import { createUserRepository } from './repository.js';

export function usersImport(): ImportInto {
  return {
    contract: {
      ...usersDeclaration,
      // A file gives no password: each new account is invited to choose one.
      create: UserCreateSchema.omit({ password: true }),
      update: UserUpdateSchema,
    },
    writer: (services, ctx) => {
      // The accounts' reads and writes over the import's transaction.
      const inTrx = { ...services, users: createUserRepository(services.db, services.fileLinks) };
      const admin = createUserAdmin(inTrx);
      // One hash for the import, of a password made and forgotten here: hashing one per row
      // would take 50–100 ms each (argon2), and no one can sign in with it either way.
      let passwordHash: Promise<string> | undefined;
      return {
        find: (id) => inTrx.users.findById(id),
        create: async (values, how) =>
          admin.create(values as UserCreate, ctx.auth, ctx.requestId, {
            passwordHash: await (passwordHash ??= hashPassword(generatePassword())),
            ...(how.source ? { source: how.source } : {}),
          }),
        update: (id, values, how) =>
          admin.update(id, values as UserUpdate, ctx.auth, ctx.requestId, how.source),
      };
    },
  };
}
