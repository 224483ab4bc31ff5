import type { AuditAction, ProfileUpdate, UserCreate, UserUpdate } from '@caffee/contract';
import { recordAudit } from '../../../audit/audit-log.js';
import { inTransaction } from '../../../db/in-transaction.js';
import type { AuthContext } from '../../../auth/guard.js';
import { checkPasswordPolicy } from '../../../auth/password-policy.js';
import { checkCurrentPassword } from '../../../auth/password-check.js';
import { hashPassword } from '../../../auth/passwords.js';
import { phoneKeyOf } from '../../../auth/phone-key.js';
import { sendResetLink } from '../../../auth/password-reset.js';
import { raiseSessionVersion } from '../../../auth/sessions.js';
import type { UserRow } from '../../../db/database.js';
import {
  FieldConflictError,
  fieldIssue,
  forbidden,
  HttpError,
  invalidField,
  notFound,
} from '../../../http/errors.js';
import { checkKebele } from '../../address/institutes.js';
import { checkInstitute } from '../../engagement/refs.js';
import { assertMayGive, assertMayManage } from '../roles/grants.js';
import { systemRoleId } from '../../../seed/roles.js';
import type { Services } from '../../../services.js';
import { audited, createAccount, generatePassword } from './create.js';
import { indexMemberProfile } from './profile-search.js';

const PROFILE_FIELDS = ['gender', 'kebeleId', 'party', 'position'] as const;

/** The member-profile fields a body names (createAccount writes the rest). */
function profileOf(body: UserCreate): Partial<Pick<UserRow, (typeof PROFILE_FIELDS)[number]>> {
  return Object.fromEntries(
    PROFILE_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]),
  );
}

/** Administration of accounts, and each user's own profile and password. */
export function createUserAdmin(services: Services) {
  const { db, users, sessions } = services;

  async function mustFind(id: number) {
    const row = await users.findById(id);
    if (!row) throw notFound('User');
    return row;
  }

  /** Refuses a kebele, role or institute that is not live (422 on the field). */
  async function checkReferences(values: {
    roleId?: number | undefined;
    instituteId?: number | null | undefined;
    kebeleId?: number | null | undefined;
  }) {
    await checkKebele(services, values.kebeleId);
    if (values.roleId !== undefined) {
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('id', '=', values.roleId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!role) throw invalidField('roleId', 'noSuchRole');
    }
    await checkInstitute(services, values.instituteId, 'instituteId');
  }

  async function emailFree(email: string, except?: number) {
    const found = await users.findByEmail(email);
    if (found && found.id !== except) {
      // A 409 naming the field, as a 422 does, so a form shows it on the email.
      const message = 'An account with this email already exists';
      throw new FieldConflictError(fieldIssue('email', 'emailTaken'), message);
    }
  }

  async function phoneFree(phone: string, except?: number) {
    const found = await users.findByPhone(phone);
    if (found && found.id !== except) {
      const message = 'An account with this phone number already exists';
      throw new FieldConflictError(fieldIssue('phone', 'phoneTaken'), message);
    }
  }

  /**
   * The email and number an account is reached and signed in by (issue 42): at least one of
   * the two, each free. A number that changes, or becomes the only one, is its sign-in key from
   * then on (`phoneKey`); one left as it was keeps its key (register.ts may have left none).
   */
  async function contact(
    body: { email?: string | null | undefined; phone?: string | null | undefined },
    existing?: UserRow,
    own = false,
  ): Promise<Pick<UserRow, 'phoneKey'> | Record<string, never>> {
    const email = body.email !== undefined ? body.email : (existing?.email ?? null);
    const phone = body.phone !== undefined ? body.phone : (existing?.phone ?? null);
    const key = phoneKeyOf(phone);
    if (!email && key === null) {
      throw invalidField(existing && body.phone !== undefined ? 'phone' : 'email', 'emailOrPhone');
    }
    if (body.email && body.email !== existing?.email) await emailFree(body.email, existing?.id);
    const keyed =
      !existing || key !== phoneKeyOf(existing.phone) || (!email && existing.phoneKey === null);
    if (!keyed) return {};
    if (phone && key !== null) {
      // One's own number, taken by another account, while one keeps an email: kept to be
      // called on, not to sign in with, without a word. Refusing it would tell any member
      // whose number is whose, one guess at a time (register.ts does the same).
      const taken = own && email ? await users.findByPhone(phone) : undefined;
      if (taken && taken.id !== existing?.id) return { phoneKey: null };
      await phoneFree(phone, existing?.id);
    }
    return { phoneKey: key };
  }

  async function change(
    existing: UserRow,
    set: Partial<UserRow>,
    action: AuditAction,
    auth: AuthContext,
    requestId: string | undefined,
    source?: string,
  ): Promise<UserRow> {
    return inTransaction(db, async (trx) => {
      const row = await trx
        .updateTable('users')
        .set({ ...set, updatedAt: new Date().toISOString() })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (row.status !== 'active' || row.deletedAt) await sessions.revokeAll(row.id, trx);
      await indexMemberProfile(trx, services.kind, row);
      await recordAudit(trx, {
        resource: 'users',
        recordId: row.id,
        action,
        actorId: auth.user.id,
        requestId,
        source,
        before: audited(existing),
        after: audited(row),
      });
      return row;
    });
  }

  const mustActivate = (auth: AuthContext) => {
    if (!auth.permissions.has('users:activate')) throw forbidden('You cannot activate accounts');
  };

  const notSelf = (auth: AuthContext, id: number, what: string) => {
    if (auth.user.id === id) throw forbidden(`You cannot ${what} your own account`);
  };

  return {
    /**
     * `imported`: an import's account (records/import/users.ts): its file on the history line,
     * and the hash of a password nobody knows, made once for the whole file.
     */
    async create(
      body: UserCreate,
      auth: AuthContext,
      requestId?: string,
      imported?: { source?: string; passwordHash: string },
    ) {
      if (body.type === 'institute' && !body.instituteId) {
        throw invalidField('instituteId', 'instituteRequired');
      }
      if (body.password) checkPasswordPolicy(body.password, 'password', body);
      await checkReferences(body);
      const roleId = body.roleId ?? (await systemRoleId(db, body.type));
      const instituteId = body.type === 'institute' ? (body.instituteId ?? null) : null;
      await assertMayGive(services, auth, { type: body.type, instituteId, roleId });
      await contact(body);
      const row = await createAccount(
        services,
        {
          name: body.name,
          email: body.email ?? null,
          phone: body.phone ?? null,
          password: body.password ?? generatePassword(),
          type: body.type,
          status: body.status,
          locale: body.locale,
          instituteId,
          roleId,
          createdBy: auth.user.id,
        },
        'create',
        imported ?? {},
      );
      // Without a password the user chooses one through the link, mailed or sent by SMS.
      if (!body.password) await sendResetLink(services, row);
      const profile = profileOf(body);
      return Object.keys(profile).length
        ? change(row, profile, 'update', auth, requestId, imported?.source)
        : row;
    },

    async update(
      id: number,
      body: UserUpdate,
      auth: AuthContext,
      requestId: string,
      source?: string,
    ) {
      const existing = await mustFind(id);
      const sensitive = (['type', 'roleId', 'instituteId', 'status'] as const).filter(
        (f) => body[f] !== undefined && body[f] !== existing[f],
      );
      if (auth.user.id === id && sensitive.length > 0) {
        throw forbidden(`You cannot change your own ${sensitive.join(', ')}`);
      }
      await assertMayManage(services, auth, existing);
      // PUT must not activate what `users/{id}/activate` would refuse.
      if (sensitive.includes('status') && body.status === 'active') mustActivate(auth);
      await checkReferences(body);
      const type = body.type ?? existing.type;
      const instituteId = type === 'institute' ? (body.instituteId ?? existing.instituteId) : null;
      if (type === 'institute' && !instituteId) {
        throw invalidField('instituteId', 'instituteRequired');
      }
      // Moving an account to another institute or type is giving it that reach, as a role is.
      if (sensitive.some((f) => f !== 'status')) {
        const roleId = body.roleId ?? existing.roleId;
        await assertMayGive(services, auth, { type, instituteId, roleId });
      }
      const key = await contact(body, existing);
      return change(existing, { ...body, ...key, instituteId }, 'update', auth, requestId, source);
    },

    async remove(id: number, auth: AuthContext, requestId: string) {
      notSelf(auth, id, 'delete');
      const existing = await mustFind(id);
      await assertMayManage(services, auth, existing);
      return change(
        existing,
        { status: 'disabled', deletedAt: new Date().toISOString() },
        'delete',
        auth,
        requestId,
      );
    },

    async setStatus(
      id: number,
      status: 'active' | 'disabled',
      auth: AuthContext,
      requestId: string,
    ) {
      notSelf(auth, id, status === 'active' ? 'activate' : 'disable');
      const existing = await mustFind(id);
      await assertMayManage(services, auth, existing);
      if (existing.status === status) return existing;
      return change(
        existing,
        { status },
        status === 'active' ? 'activate' : 'disable',
        auth,
        requestId,
      );
    },

    async sendReset(id: number, auth: AuthContext, requestId: string) {
      const existing = await mustFind(id);
      await assertMayManage(services, auth, existing);
      if (existing.status === 'disabled') {
        throw new HttpError(409, 'conflict', 'Activate the account before resetting its password');
      }
      await sendResetLink(services, existing);
      await recordAudit(db, {
        resource: 'users',
        recordId: id,
        action: 'password_reset_sent',
        actorId: auth.user.id,
        requestId,
      });
    },

    /** A user's own name, phone, language and member profile; nothing else (strict schema). */
    async updateProfile(body: ProfileUpdate, auth: AuthContext, requestId: string) {
      await checkReferences({ kebeleId: body.kebeleId });
      const key = await contact({ phone: body.phone }, auth.user, true);
      return change(auth.user, { ...body, ...key }, 'update', auth, requestId);
    },

    /** Ends every session of one's own, this one included, and the calendar-feed links. */
    async logoutEverywhere(
      current: string,
      auth: AuthContext,
      request: { id: string; ip: string },
    ) {
      await checkCurrentPassword(services, auth.user, current, request.ip);
      await db.transaction().execute(async (trx) => {
        await sessions.revokeAll(auth.user.id, trx);
        await recordAudit(trx, {
          resource: 'users',
          recordId: auth.user.id,
          action: 'logout_everywhere',
          actorId: auth.user.id,
          requestId: request.id,
        });
      });
    },

    /** Changes one's own password and ends every other session. */
    async changePassword(
      current: string,
      next: string,
      auth: AuthContext,
      request: { id: string; ip: string },
    ) {
      await checkCurrentPassword(services, auth.user, current, request.ip);
      checkPasswordPolicy(next, 'newPassword', auth.user);
      const passwordHash = await hashPassword(next);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ passwordHash, updatedAt: new Date().toISOString() })
          .where('id', '=', auth.user.id)
          .execute();
        await trx
          .updateTable('sessions')
          .set({ revokedAt: new Date().toISOString() })
          .where('userId', '=', auth.user.id)
          .where('id', '<>', auth.sessionId)
          .where('revokedAt', 'is', null)
          .execute();
        await raiseSessionVersion(trx, auth.user.id);
        await recordAudit(trx, {
          resource: 'users',
          recordId: auth.user.id,
          action: 'password_change',
          actorId: auth.user.id,
          requestId: request.id,
        });
      });
    },
  };
}
