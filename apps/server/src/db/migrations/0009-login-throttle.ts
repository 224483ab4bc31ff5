import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes } from '../schema-helpers.js';

/** Failed sign-ins per account and per address, shared by every API process. */
export const loginThrottle: DialectMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await db.schema
      .createTable('login_throttle')
      .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', t.timestamp, (c) => c.notNull())
      .addColumn('locked_until', t.timestamp)
      .execute();
  },
};
