import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';

/**
 * A value generated once per installation and kept in the database, so that every API
 * process behind a load balancer shares it without configuration.
 */
export async function ensureSetting(
  db: Kysely<Database>,
  key: string,
  generate: () => string,
): Promise<string> {
  await db
    .insertInto('appSettings')
    .values({ key, value: generate() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

export const ensureSigningSecret = (db: Kysely<Database>) =>
  ensureSetting(db, 'token_signing_secret', () => crypto.randomBytes(48).toString('base64url'));
