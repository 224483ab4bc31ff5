import { z } from 'zod';
import {
  EmailSchema,
  GenderSchema,
  GroupRefSchema,
  InstituteRefSchema,
  PASSWORD_MAX_LENGTH,
  PasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  RoleRefSchema,
  UserSchema,
  UserStatusSchema,
  UserTypeSchema,
} from './auth.js';
import { LocaleSchema } from './locale.js';
import { AuditEntrySchema } from './envelope.js';
import { listQuerySchema, readQuerySchema } from './list-query.js';

/** What the users list lets callers filter, sort and include. */
export const USERS_LIST = {
  filter: [
    'id',
    'type',
    'status',
    'roleId',
    'instituteId',
    'kebeleId',
    'gender',
    'name',
    'email',
    'createdAt',
    'updatedAt',
  ],
  sort: ['id', 'name', 'email', 'type', 'status', 'createdAt', 'updatedAt', 'lastLoginAt'],
  includes: ['role', 'institute', 'groups', 'auditHistory'],
} as const;

export const UsersQuerySchema = listQuerySchema(USERS_LIST);
export const UserReadQuerySchema = readQuerySchema(USERS_LIST.includes);

/** A user in a list or detail answer, with whatever `includes[]` asked for. */
export const UserWithIncludesSchema = UserSchema.extend({
  lastLoginAt: z.string().nullable(),
  role: RoleRefSchema.nullable().optional(),
  institute: InstituteRefSchema.nullable().optional(),
  /** The groups (committees) a member belongs to (`includes[]=groups`). */
  groups: z.array(GroupRefSchema).optional(),
  auditHistory: z.array(AuditEntrySchema).optional(),
  /**
   * Whether the reader may manage (change, activate, disable, delete, reset) this account:
   * not one with more power than theirs. Sent on reads of the list and of one user.
   */
  manageable: z.boolean().optional(),
});
export type UserWithIncludes = z.infer<typeof UserWithIncludesSchema>;

export const PROFILE_TEXT_MAX = 120;
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

/** What an administrator sends to create a user. Without a password, a set-password link is mailed. */
export const UserCreateSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
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
  email: EmailSchema.optional(),
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

export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});

/** `users/current/logout-everywhere`: ending every session asks for the password again. */
export const LogoutEverywhereSchema = PasswordChangeSchema.pick({ currentPassword: true });
