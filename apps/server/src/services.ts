import type { Kysely } from 'kysely';
import type { SessionStore } from './auth/sessions.js';
import type { DeviceCookies } from './auth/device-cookies.js';
import type { Throttle } from './auth/throttle.js';
import type { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { DialectKind } from './db/connect.js';
import type { Database } from './db/database.js';
import type { FileLinks } from './files/links.js';
import type { Storage } from './files/store.js';
import type { FeedLinks } from './records/meetings/feed-links.js';
import type { Mailer } from './mail/mailer.js';
import type { MailQueue } from './mail/worker.js';
import type { UserRepository } from './records/access/users/repository.js';

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
