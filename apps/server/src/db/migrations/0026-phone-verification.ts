import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes } from '../schema-helpers.js';

/**
 * A phone number receives SMS only once its owner proved it (sms/phone-verification.ts):
 * `users.phone_verified` is the number proven (as digits, `+` kept), so any change of
 * `users.phone`, by whichever route, leaves the new number unproven. `phone_codes` holds each
 * account's one pending code: hashed, for the number it was sent to, until it expires.
 */
export const phoneVerification: DialectMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await db.schema.alterTable('users').addColumn('phone_verified', 'varchar(30)').execute();
    await db.schema
      .createTable('phone_codes')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('phone', 'varchar(30)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(200)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('phone_codes').execute();
    await db.schema.alterTable('users').dropColumn('phone_verified').execute();
  },
};
