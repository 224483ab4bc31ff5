import { z } from 'zod';
import { AuditEntrySchema } from '../envelope.js';
import { FIELD_ERRORS } from '../field-errors.js';
import { defineResource, recordBase } from '../resource.js';
import { permissionsMeta } from './access-meta.js';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, rolesMeta, SYSTEM_ROLE_TYPES } from './roles-meta.js';
import { translatedInput, TranslationsSchema } from '../translation.js';
import { LocaleSchema } from '../locale.js';

export const PermissionSchema = z.object({
  ...recordBase,
  name: z.string(),
  resource: z.string(),
  action: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  /** Defined by the product (checked by the server); these cannot be renamed or deleted. */
  builtIn: z.boolean(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type PermissionRecord = z.infer<typeof PermissionSchema>;

/** A permission is `resource:action`, e.g. `news-feeds:create`. */
export const PermissionNameSchema = z
  .string()
  .regex(/^[a-z-]+:[a-z]+$/, { message: FIELD_ERRORS.permissionFormat });

const PermissionCreateSchema = z.strictObject({
  name: PermissionNameSchema,
  description: translatedInput(1000).nullable().optional(),
  categoryId: z.number().int().positive().nullable().optional(),
});

/** `permissions`: the `resource:action` names roles are made of. */
export const permissions = defineResource(permissionsMeta, {
  record: PermissionSchema,
  create: PermissionCreateSchema,
  update: PermissionCreateSchema.partial(),
});

export { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, rolesMeta } from './roles-meta.js';

/** The user type a system role is made for (`SYSTEM_ROLES`), which never changes with its names. */
export const SystemRoleTypeSchema = z.enum(SYSTEM_ROLE_TYPES);

/**
 * A role as it reads; `name` and `description` in the request's language (api.md, Languages).
 * The user and permission counts and the system type come with every read.
 */
const RoleRecordSchema = z.object({
  ...recordBase,
  name: z.string(),
  description: z.string().nullable(),
  isSystem: z.boolean(),
  /** For a system role, the user type it is for; null for the roles administrators made. */
  systemType: SystemRoleTypeSchema.nullable(),
  userCount: z.number().int(),
  permissionCount: z.number().int(),
  permissions: z.array(z.string()).optional(),
});

/** A role with what `includes[]` may add. */
export const RoleSchema = RoleRecordSchema.extend({
  auditHistory: z.array(AuditEntrySchema).optional(),
  /** `includes[]=translations`: `{ name: { om, en, am }, description: { om, en, am } }`. */
  translations: z.record(z.string(), TranslationsSchema).optional(),
});
export type Role = z.infer<typeof RoleSchema>;

/** Name and description are multilingual: a plain string (the request's language) or `{ om, en, am }`. */
export const RoleCreateSchema = z.strictObject({
  name: translatedInput(ROLE_NAME_MAX),
  description: translatedInput(ROLE_DESCRIPTION_MAX).nullable().optional(),
  permissions: z.array(PermissionNameSchema).max(1000).optional(),
});
export const RoleUpdateSchema = RoleCreateSchema.partial();
export type RoleCreate = z.infer<typeof RoleCreateSchema>;

/** `roles` with schemas of its own: counts read, never written; `permissions` written with it. */
export const roles = defineResource(rolesMeta, {
  record: RoleRecordSchema,
  create: RoleCreateSchema,
  update: RoleUpdateSchema,
});

/** A role's permissions set: the language its answer reads in. */
export const RoleWriteQuerySchema = z.object({ locale: LocaleSchema.optional() });

/** `PUT roles/{roleId}/permissions`: the role's whole set of permissions, by name. */
export const RolePermissionsBodySchema = z.strictObject({
  permissions: z.array(PermissionNameSchema).max(1000),
});
