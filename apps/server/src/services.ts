import type { CurrentUser, Locale } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { SessionStore } from './auth/sessions.js';
import type { DeviceCookies } from './auth/device-cookies.js';
import type { Throttle } from './auth/throttle.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { DialectKind } from './db/connect.js';
import type { Database, UserRow } from './db/database.js';
import type { FileLinks } from './files/links.js';
import type { Storage } from './files/store.js';
import type { FeedLinks } from './records/meetings/feed-links.js';
import type { Mailer } from './mail/mailer.js';
import type { MailQueue } from './mail/worker.js';

/**
 * The users' reads every request makes (`createUserRepository`, records/access/users/). Declared
 * here rather than inferred from that code, so that the services' types depend on no record
 * code: every record module names `Services`, and an inferred type closed an import circle.
 */
export interface UserRepository {
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** By the number it signs in with, however it is written (auth/phone-key.ts). */
  findByPhone(phone: string): Promise<UserRow | undefined>;
  /** The account a sign-in or a reset names: by its email, or by its phone number. */
  findBySignIn(name: {
    email?: string | undefined;
    phone?: string | undefined;
  }): Promise<UserRow | undefined>;
  findById(id: number): Promise<UserRow | undefined>;
  /** A role's permission names; `known`: the permission tables' versions, when just read. */
  permissionSetOf(roleId: number | null, known?: string): Promise<ReadonlySet<string>>;
  permissionsOf(roleId: number | null): Promise<string[]>;
  /** The signed-in user as `users/current` and login show it. */
  currentUser(
    row: UserRow,
    options: { locale: Locale; permissions?: string[]; withInstitute: boolean },
  ): Promise<CurrentUser>;
}

/** What route modules are given: built once at start, shared by every request. */
export interface Services {
  config: Config;
  db: Kysely<Database>;
  kind: DialectKind;
  tokens: TokenService;
  sessions: SessionStore;
  /** Rate limits shared by every API process (auth/limits.ts). */
  throttle: Throttle;
  deviceCookies: DeviceCookies;
  mailer: Mailer;
  /** Queued mail, sent in the background while the server runs. */
  mailQueue: MailQueue;
  users: UserRepository;
  fileLinks: FileLinks;
  /** Where uploaded content lives: the upload folder or an S3 bucket (files/store.ts). */
  storage: Storage;
  /** Signs and checks personal calendar-feed links. */
  feedLinks: FeedLinks;
  version: string;
}
