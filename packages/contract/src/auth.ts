import { z } from 'zod';
import { LocaleSchema } from './locale.js';
import { FIELD_ERRORS } from './field-errors.js';
import { USER_TYPES } from './user-types.js';
import { containsWebAddress } from './web-address.js';

export const UserTypeSchema = z.enum(USER_TYPES);
/** The seed's name for a member ("miseensa Caffee"), accepted in `filter[type]`. */
export const MEMBER_TYPE_ALIAS = 'mc';

export const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: FIELD_ERRORS.email }));
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters` });
/** A person's name; never a web address, which the council's mail would carry (web-address.ts). */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(NAME_MAX_LENGTH)
  .refine((name) => !containsWebAddress(name), { message: FIELD_ERRORS.nameWebAddress });
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { message: FIELD_ERRORS.phone });

export const InstituteRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const RoleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const GroupRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const GENDERS = ['female', 'male'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

/** A user as the API shows it; never carries a password hash. */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for an account reached by phone only (it signs in with its number). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  type: UserTypeSchema,
  status: UserStatusSchema,
  locale: LocaleSchema,
  roleId: z.number().int().nullable(),
  instituteId: z.number().int().nullable(),
  /** A member's profile: gender, constituency kebele, party, position (null when unknown). */
  gender: GenderSchema.nullable().optional(),
  kebeleId: z.number().int().nullable().optional(),
  party: z.string().nullable().optional(),
  position: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** `GET users/current`: the user, their role's permissions, and with `includes[]=institute` the institute. */
export const CurrentUserSchema = UserSchema.extend({
  /** A signed link to the profile picture's thumbnail. */
  pictureUrl: z.string().nullable(),
  role: RoleRefSchema.nullable(),
  permissions: z.array(z.string()),
  institute: InstituteRefSchema.nullable().optional(),
  /** The groups (committees) a member belongs to. */
  groups: z.array(GroupRefSchema).optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** One of the two, never both: an account is found by its email or by its phone number. */
const emailOrPhone = (body: { email?: string | undefined; phone?: string | undefined }) =>
  (body.email === undefined) !== (body.phone === undefined);
const EMAIL_OR_PHONE = {
  message: FIELD_ERRORS.emailOrPhone,
  path: ['email'],
  // Checked even when another field is wrong, so an empty form says all that is missing.
  when: () => true,
};

/** Signing in by email, or by phone number for an account that has one (issue 42). */
export const LoginBodySchema = z
  .strictObject({
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    password: z.string().min(1, { message: FIELD_ERRORS.enterPassword }).max(PASSWORD_MAX_LENGTH),
  })
  .refine(emailOrPhone, EMAIL_OR_PHONE);
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** `POST auth/login`: the tokens, `type` and the user's fields. */
export const LoginPayloadSchema = CurrentUserSchema.extend(TokenPairSchema.shape);
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;

export const RegisterBodySchema = z.strictObject({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema.optional(),
  password: PasswordSchema,
  locale: LocaleSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** A link by mail to an email, by SMS to an account's phone number. */
export const ForgotPasswordBodySchema = z
  .strictObject({ email: EmailSchema.optional(), phone: PhoneSchema.optional() })
  .refine(emailOrPhone, EMAIL_OR_PHONE);
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.strictObject({
  token: z.string().min(20).max(200),
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const RefreshBodySchema = z.strictObject({ refreshToken: z.string().min(20).max(2000) });
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const LogoutBodySchema = z.strictObject({ refreshToken: z.string().max(2000).optional() });

/** Answers that only confirm: forgot/reset password, logout. */
export const MessagePayloadSchema = z.object({ message: z.string() });
