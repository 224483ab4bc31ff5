import type { FastifyBaseLogger } from 'fastify';
import { createSessionStore } from './auth/sessions.js';
import { createDeviceCookies } from './auth/device-cookies.js';
import { createThrottle } from './auth/throttle.js';
import { TokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { createFileLinks } from './files/links.js';
import { createStorage } from './files/create-storage.js';
import { createMailer } from './mail/mailer.js';
import { createMailQueue } from './mail/worker.js';
import { digestStep } from './notifications/digest.js';
import { notificationFanOut } from './notifications/fan-out.js';
import { reminderStep } from './notifications/reminders.js';
import { createSmsSender } from './sms/sender.js';
import { createFeedLinks } from './records/meetings/feed-links.js';
import { ensureRolesAndPermissions } from './seed/roles.js';
import { ensureSearchIndex } from './search/rebuild.js';
import { SERVED_RESOURCES } from './records/registry.js';
import type { Services } from './services.js';
import { ensureSigningSecret } from './settings.js';
import { createUserRepository } from './records/access/users/repository.js';
import { VERSION } from './version.js';

/** Migrates, seeds what every installation needs, and wires the services. */
export async function prepare(
  config: Config,
  database: Db,
  log: FastifyBaseLogger,
): Promise<Services> {
  const applied = await migrateToLatest(database.db, database.kind);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  await ensureRolesAndPermissions(database.db);
  const indexed = await ensureSearchIndex(database, SERVED_RESOURCES);
  if (indexed !== undefined) log.info({ records: indexed }, 'search index built');
  const secret = await ensureSigningSecret(database.db);
  const tokens = new TokenService(secret, config.accessTokenTtl);
  const links = createFileLinks(secret);
  const mailer = createMailer(
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      publicUrl: config.publicUrl,
    },
    log,
  );
  const services: Services = {
    config,
    db: database.db,
    kind: database.kind,
    tokens,
    sessions: createSessionStore(database.db, tokens, {
      access: config.accessTokenTtl,
      refresh: config.refreshTokenTtl,
    }),
    throttle: createThrottle(database.db),
    deviceCookies: createDeviceCookies(secret),
    mailer,
    mailQueue: createMailQueue(database.db, database.kind, mailer, log, {
      sms: createSmsSender(config.sms, log),
      publicUrl: config.publicUrl,
    }),
    users: createUserRepository(database.db, links),
    fileLinks: links,
    storage: createStorage(config),
    feedLinks: createFeedLinks(secret),
    version: VERSION,
  };
  // Each run of the mail queue first writes the reminders that are due, fans notification
  // events out into notifications and messages, then writes the daily digests that are due.
  services.mailQueue.before(reminderStep(services));
  services.mailQueue.before(notificationFanOut(services, log));
  services.mailQueue.before(digestStep(services));
  return services;
}
