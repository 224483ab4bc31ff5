/** Settings, accounts and access, institutes, categories, comments, files and the audit log. */
import type { Locale, UserStatus, UserType } from '@caffee/contract';
import type { Generated } from 'kysely';
import type { Audited, Timestamp, Translated } from './common.js';

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface InstitutesTable extends Audited {
  id: Generated<number>;
  nameOm: string | null;
  nameEn: string | null;
  nameAm: string | null;
  categoryId: number | null;
  /** The address: a kebele of the address tree. */
  kebeleId: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  descriptionOm: string | null;
  descriptionEn: string | null;
  descriptionAm: string | null;
  deletedAt: Timestamp | null;
}

export interface RolesTable extends Audited, Translated<'name' | 'description'> {
  id: Generated<number>;
  /**
   * Unique, never shown: a system role's English name (`SYSTEM_ROLES`), by which the seed
   * finds it; a generated one for other roles (migration 0015).
   */
  key: string;
  /** 1 for the seeded roles, which cannot be deleted. */
  isSystem: Generated<number>;
  deletedAt: Timestamp | null;
}

export interface PermissionsTable extends Audited {
  id: Generated<number>;
  name: string;
  resource: string;
  action: string;
  descriptionOm: string | null;
  descriptionEn: string | null;
  descriptionAm: string | null;
  categoryId: number | null;
  builtIn: Generated<number>;
  deletedAt: Timestamp | null;
}

/** The categories of every `*-categories` resource, told apart by `kind`. */
export interface CategoriesTable extends Audited, Translated<'name' | 'description'> {
  id: Generated<number>;
  kind: string;
  /** A calendar event category's colour, by name (`CATEGORY_COLORS`); null elsewhere. */
  color: string | null;
  deletedAt: Timestamp | null;
}

/** Comments on any record: `{resource}/{id}/comments`. */
export interface CommentsTable {
  id: Generated<number>;
  resource: string;
  recordId: number;
  body: string;
  authorId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
}

export interface RolePermissionsTable {
  roleId: number;
  permissionId: number;
}

export interface UsersTable extends Audited {
  id: Generated<number>;
  name: string;
  /** Null for an account reached by phone only (migration 0033). */
  email: string | null;
  phone: string | null;
  /** The number it signs in with (auth/phone-key.ts), unique among live accounts. */
  phoneKey: string | null;
  passwordHash: string | null;
  type: UserType;
  status: UserStatus;
  locale: Locale;
  roleId: number | null;
  instituteId: number | null;
  lastLoginAt: Timestamp | null;
  pictureFileId: Generated<number | null>;
  /** A member's profile: gender, constituency kebele, party and position. */
  gender: 'female' | 'male' | null;
  kebeleId: number | null;
  party: string | null;
  position: string | null;
  /** Raised when all sessions end or the password changes (migration 0014). */
  sessionVersion: Generated<number>;
  /** The phone number its owner proved with a code, normalised (migration 0026). */
  phoneVerified: Generated<string | null>;
  deletedAt: Timestamp | null;
}

/** An account's pending phone verification code (migration 0026): one at a time. */
export interface PhoneCodesTable {
  userId: number;
  /** The number it was sent to, normalised: a code proves only that number. */
  phone: string;
  /** `salt:sha256(salt, user, phone, code)`, hex. */
  codeHash: string;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** A login: the family of refresh tokens that descend from it. */
export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  userAgent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  sessionId: string;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  /** Set when the token was exchanged; a second use revokes the whole session. */
  usedAt: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  /** The number (normalised) the link went to by SMS; null for a mailed link. */
  sentTo: string | null;
}

/** Who did what to which record, and what changed; written in the same transaction. */
export interface AuditLogTable {
  id: Generated<number>;
  resource: string;
  recordId: number;
  action: string;
  actorId: number | null;
  /** JSON: the changed fields, `{ field: [before, after] }`. */
  changes: string | null;
  requestId: string | null;
  /** The file an import read the change from (migration 0030); null for other changes. */
  source: string | null;
  createdAt: Timestamp;
}

/** An uploaded file's record; its content lives in the upload folder under `storageName`. */
export interface FilesTable {
  id: Generated<number>;
  originalName: string;
  mediaType: string;
  size: number;
  sha256: string;
  category: string;
  storageName: string;
  thumbnailName: string | null;
  resource: string | null;
  recordId: number | null;
  createdBy: number | null;
  createdAt: Timestamp;
  deletedAt: Timestamp | null;
}

/** Failed sign-ins of one account (`account:<email>`) or address (`address:<ip>`). */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  lastFailureAt: Timestamp;
  lockedUntil: Timestamp | null;
}
