import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EmailSchema,
  GENDERS,
  GenderSchema,
  GroupRefSchema,
  InstituteRefSchema,
  MEMBER_TYPE_ALIAS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  RoleRefSchema,
  USER_STATUSES,
  UserSchema,
  UserStatusSchema,
  UserTypeSchema,
} from './auth.js';
import { AuditEntrySchema } from './envelope.js';
import type { FilterField } from './filter-values.js';
import { filterFieldsOf } from './list-fields.js';
import { listQuerySchema } from './list-query.js';
import { LOCALES, LocaleSchema } from './locale.js';
import { readQueryOf, RecordAbilitiesSchema } from './resource.js';
import type { ResourceMeta } from './permissions.js';
import { defineMeta } from './resource-meta.js';
import { USER_TYPES } from './user-types.js';

export const PROFILE_TEXT_MAX = 120;

/** Fields that belong to one type of user only. */
const MEMBERS = { field: 'type', values: ['member'] } as const;
const INSTITUTE_USERS = { field: 'type', values: ['institute'] } as const;

/**
 * `users`: the accounts, declared like every record type; their list's filters, sorts,
 * includes, search and value checks, their references' names and their history's names come
 * from it. Routes of their own serve them (passwords, activation, who may manage whom), so
 * they are no generic record type of `RECORD_CONTRACTS`, whose test takes every `…Meta` for one.
 */
export const usersDeclaration = withoutTranslations(
  defineMeta({
    path: 'users',
    title: 'name',
    fields: [
      {
        name: 'name',
        kind: 'text',
        required: true,
        max: NAME_MAX_LENGTH,
        column: true,
        filter: true,
        sort: true,
      },
      {
        name: 'email',
        kind: 'text',
        max: EMAIL_MAX_LENGTH,
        column: true,
        filter: true,
        sort: true,
      },
      { name: 'phone', kind: 'text', column: true },
      {
        name: 'type',
        kind: 'enum',
        values: USER_TYPES,
        required: true,
        default: 'member',
        column: true,
        filter: true,
        sort: true,
      },
      {
        name: 'status',
        kind: 'enum',
        values: USER_STATUSES,
        required: true,
        default: 'active',
        column: true,
        filter: true,
        sort: true,
      },
      { name: 'locale', kind: 'enum', values: LOCALES, required: true, default: 'om' },
      {
        name: 'roleId',
        kind: 'reference',
        ref: 'roles',
        refField: 'role',
        column: true,
        filter: true,
      },
      {
        name: 'instituteId',
        kind: 'reference',
        ref: 'institutes',
        refField: 'institute',
        column: true,
        filter: true,
        when: INSTITUTE_USERS,
      },
      // A member's council profile.
      { name: 'gender', kind: 'enum', values: GENDERS, filter: true, when: MEMBERS },
      { name: 'kebeleId', kind: 'kebele', hidden: true, filter: true, when: MEMBERS },
      { name: 'party', kind: 'text', max: PROFILE_TEXT_MAX, when: MEMBERS },
      { name: 'position', kind: 'text', max: PROFILE_TEXT_MAX, when: MEMBERS },
      { name: 'lastLoginAt', kind: 'datetime', readOnly: true, column: true, sort: true },
    ],
    includes: ['groups', 'pictureUrl'],
    search: ['name', 'email', 'phone'],
    comments: true,
  }),
);

/** A user has no multilingual field, so no `translations` include (defineMeta gives every type one). */
function withoutTranslations(meta: ResourceMeta): ResourceMeta {
  const includes = meta.list.includes.filter((i) => i !== 'translations');
  return { ...meta, list: { ...meta.list, includes } };
}

/** A user in a list or detail answer, with whatever `includes[]` asked for. */
export const UserWithIncludesSchema = UserSchema.extend({
  lastLoginAt: z.string().nullable(),
  role: RoleRefSchema.nullable().optional(),
  institute: InstituteRefSchema.nullable().optional(),
  /** The groups (committees) a member belongs to (`includes[]=groups`). */
  groups: z.array(GroupRefSchema).optional(),
  /** A signed link to the profile picture's thumbnail (`includes[]=pictureUrl`), or null. */
  pictureUrl: z.string().nullable().optional(),
  auditHistory: z.array(AuditEntrySchema).optional(),
  /**
   * Whether the reader may manage (change, activate, disable, delete, reset) this account:
   * not one with more power than theirs. Sent on reads of the list and of one user.
   */
  manageable: z.boolean().optional(),
  /** What the reader may do to this account (a read of one user), as on every record's read. */
  can: RecordAbilitiesSchema.optional(),
});
export type UserWithIncludes = z.infer<typeof UserWithIncludesSchema>;

/**
 * The kind of each field the users list filters or sorts on, from the declaration and the
 * read shape; `filter[type]` also takes the seed's name for members.
 */
export const USER_LIST_FIELDS: Record<string, FilterField> = (() => {
  const fields = filterFieldsOf({ ...usersDeclaration, record: UserWithIncludesSchema });
  const alias = (v: string) => (v === MEMBER_TYPE_ALIAS ? 'member' : v);
  return { ...fields, type: { ...fields.type, kind: 'enum', alias } };
})();

export const UsersQuerySchema = listQuerySchema(usersDeclaration.list, USER_LIST_FIELDS);
export const UserReadQuerySchema = readQueryOf(usersDeclaration);

/** Plain text of a profile; an empty string clears it. */
const profileText = z
  .string()
  .trim()
  .max(PROFILE_TEXT_MAX)
  .transform((v) => (v === '' ? null : v));

/** A member's profile fields, as the member and administrators may write them. */
export const memberProfileInput = {
  gender: GenderSchema.nullable().optional(),
  /** The constituency: a kebele of the address tree. */
  kebeleId: z.number().int().positive().nullable().optional(),
  party: profileText.nullable().optional(),
  position: profileText.nullable().optional(),
};

/**
 * What an administrator sends to create a user. Without a password, a link to choose one is
 * mailed, or sent by SMS to an account with a phone number and no email.
 */
export const UserCreateSchema = z.strictObject({
  name: PersonNameSchema,
  /** An email, a phone number or both (the server refuses neither: `emailOrPhone`). */
  email: EmailSchema.optional(),
  phone: PhoneSchema.nullable().optional(),
  password: PasswordSchema.optional(),
  type: UserTypeSchema,
  status: UserStatusSchema.default('active'),
  roleId: z.number().int().positive().optional(),
  instituteId: z.number().int().positive().nullable().optional(),
  locale: LocaleSchema.default('om'),
  ...memberProfileInput,
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

/** What an administrator may change (PUT and PATCH both take any subset). */
export const UserUpdateSchema = z.strictObject({
  name: PersonNameSchema.optional(),
  /** Null takes the email away from an account that keeps a phone number. */
  email: EmailSchema.nullable().optional(),
  phone: PhoneSchema.nullable().optional(),
  type: UserTypeSchema.optional(),
  status: UserStatusSchema.optional(),
  roleId: z.number().int().positive().optional(),
  instituteId: z.number().int().positive().nullable().optional(),
  locale: LocaleSchema.optional(),
  ...memberProfileInput,
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/**
 * What a user may change of their own account. Strict: a body naming `type`, `roleId`,
 * `instituteId`, `status` or anything else is refused with 422, never silently applied.
 */
export const ProfileUpdateSchema = z.strictObject({
  name: PersonNameSchema.optional(),
  phone: PhoneSchema.nullable().optional(),
  locale: LocaleSchema.optional(),
  ...memberProfileInput,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const PasswordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});

/** `users/current/logout-everywhere`: ending every session asks for the password again. */
export const LogoutEverywhereSchema = PasswordChangeSchema.pick({ currentPassword: true });
