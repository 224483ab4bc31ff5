import crypto from 'node:crypto';
import type { AuditAction, Locale, UserStatus, UserType } from '@caffee/contract';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../../audit/audit-log.js';
import { inTransaction } from '../../../db/in-transaction.js';
import { hashPassword } from '../../../auth/passwords.js';
import { phoneKeyOf } from '../../../auth/phone-key.js';
import type { DialectKind } from '../../../db/connect.js';
import type { Database, UserRow } from '../../../db/database.js';
import { systemRoleId } from '../../../seed/roles.js';
import { indexMemberProfile } from './profile-search.js';

export interface NewAccount {
  name: string;
  /** Null for an account reached by phone only. */
  email: string | null;
  password: string;
  type: UserType;
  status?: UserStatus;
  phone?: string | null;
  /** False: the number is kept to call, not to sign in with (register.ts, a taken number). */
  signsInByPhone?: boolean;
  locale?: Locale;
  instituteId?: number | null;
  roleId?: number;
  createdBy?: number | null;
}

export interface CreateOptions {
  /** The password's hash when the caller already made it. */
  passwordHash?: string;
  /** The file an import read the account from, on its history line. */
  source?: string;
  /** More work in the account's transaction (queueing a mail). */
  alsoIn?: (trx: Kysely<Database>, row: UserRow) => Promise<void>;
}

/**
 * An account as its history keeps it: never its password's hash, nor its phone's sign-in key,
 * which follows the number (auth/phone-key.ts) and would read as a second change of it.
 */
export const audited = ({ passwordHash: _secret, phoneKey: _key, ...rest }: UserRow) => rest;

/** Creates an account with its type's system role unless another role is given. */
export async function createAccount(
  { db, kind }: { db: Kysely<Database>; kind: DialectKind },
  account: NewAccount,
  action: AuditAction = 'create',
  options: CreateOptions = {},
): Promise<UserRow> {
  const passwordHash = options.passwordHash ?? (await hashPassword(account.password));
  const roleId = account.roleId ?? (await systemRoleId(db, account.type));
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        name: account.name,
        email: account.email?.trim().toLowerCase() ?? null,
        phone: account.phone ?? null,
        phoneKey: account.signsInByPhone === false ? null : phoneKeyOf(account.phone),
        passwordHash,
        type: account.type,
        status: account.status ?? 'active',
        locale: account.locale ?? 'om',
        roleId,
        instituteId: account.instituteId ?? null,
        createdBy: account.createdBy ?? null,
        lastLoginAt: null,
        deletedAt: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = audited(row);
    await recordAudit(trx, {
      resource: 'users',
      recordId: row.id,
      action,
      actorId: account.createdBy ?? null,
      source: options.source,
      after,
    });
    await indexMemberProfile(trx, kind, row);
    await options.alsoIn?.(trx, row);
    return row;
  });
}

/** A strong password that people can still type: four groups of four characters. */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
