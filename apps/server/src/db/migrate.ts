import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator, sql } from 'kysely';
import type { DialectKind } from './connect.js';
import type { DialectMigration } from './schema-helpers.js';
import { accounts } from './migrations/0001-accounts.js';
import { categoriesAndComments } from './migrations/0002-categories-comments.js';
import { files } from './migrations/0003-files.js';
import { addressTables } from './migrations/0004-address.js';
import { publishingTables } from './migrations/0005-publishing.js';
import { engagementTables } from './migrations/0006-engagement.js';
import { meetingsTables } from './migrations/0007-meetings.js';
import { listIndexes } from './migrations/0008-list-indexes.js';
import { loginThrottle } from './migrations/0009-login-throttle.js';
import { tableVersions } from './migrations/0010-table-versions.js';
import { sessionVersions } from './migrations/0011-session-versions.js';
import { auditVersions } from './migrations/0012-audit-versions.js';
import { mailOutbox } from './migrations/0013-mail-outbox.js';
import { userSessionVersions } from './migrations/0014-user-session-versions.js';
import { roleTranslations } from './migrations/0015-role-translations.js';
import { roleListIndexes } from './migrations/0016-role-list-indexes.js';
import { categoryColors } from './migrations/0018-category-colors.js';
import { meetingLocations } from './migrations/0020-meeting-locations.js';
import { eventLocations } from './migrations/0021-event-locations.js';
import { liveRowListIndexes } from './migrations/0022-live-row-list-indexes.js';
import { notifications } from './migrations/0023-notifications.js';
import { notificationProgress } from './migrations/0024-notification-progress.js';
import { eventRepeatCalendars } from './migrations/0025-event-repeat-calendars.js';
import { phoneVerification } from './migrations/0026-phone-verification.js';
import { meetingGroupInvitees } from './migrations/0028-meeting-group-invitees.js';
import { surveyDrafts } from './migrations/0029-survey-drafts.js';
import { searchIndex } from './migrations/0031-search-index.js';
import { auditSources } from './migrations/0030-audit-sources.js';
import { agendaDecisions } from './migrations/0032-agenda-decisions.js';
import { phoneAccounts } from './migrations/0033-phone-accounts.js';

/** Every migration, in order. Names are permanent once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-accounts': accounts,
  '0002-categories-comments': categoriesAndComments,
  '0003-files': files,
  '0004-address': addressTables,
  '0005-publishing': publishingTables,
  '0006-engagement': engagementTables,
  '0007-meetings': meetingsTables,
  '0008-list-indexes': listIndexes,
  '0009-login-throttle': loginThrottle,
  '0010-table-versions': tableVersions,
  '0011-session-versions': sessionVersions,
  '0012-audit-versions': auditVersions,
  '0013-mail-outbox': mailOutbox,
  '0014-user-session-versions': userSessionVersions,
  '0015-role-translations': roleTranslations,
  '0016-role-list-indexes': roleListIndexes,
  '0018-category-colors': categoryColors,
  '0020-meeting-locations': meetingLocations,
  '0021-event-locations': eventLocations,
  '0022-live-row-list-indexes': liveRowListIndexes,
  '0023-notifications': notifications,
  '0024-notification-progress': notificationProgress,
  '0025-event-repeat-calendars': eventRepeatCalendars,
  '0026-phone-verification': phoneVerification,
  '0028-meeting-group-invitees': meetingGroupInvitees,
  '0029-survey-drafts': surveyDrafts,
  '0030-audit-sources': auditSources,
  '0031-search-index': searchIndex,
  '0032-agenda-decisions': agendaDecisions,
  '0033-phone-accounts': phoneAccounts,
};

/** The migrations this version knows, in order; the last is the schema it runs on. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

class DialectMigrationProvider implements MigrationProvider {
  constructor(private readonly kind: DialectKind) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      const down = m.down;
      out[name] = {
        up: (db) => m.up(db, this.kind),
        ...(down ? { down: (db: Kysely<unknown>) => down(db, this.kind) } : {}),
      };
    }
    return out;
  }
}

/** Brings the schema to the latest migration; the same migrations serve both databases. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, kind: DialectKind): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which: pin them to the
  // connection's schema, so installations (and test runs) sharing a database never mix.
  const schema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new DialectMigrationProvider(kind),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (kind === 'sqlite') await refreshStatistics(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * SQLite's planner picks indexes by the statistics ANALYZE keeps; PostgreSQL's autovacuum
 * keeps its own. Without them (an index a migration just made, a table grown since) SQLite can
 * pick an index that scans every live row where a lookup by id would do: a complaints page
 * by number took 6.5 ms instead of 1 ms on the bench data. `optimize` analyzes the tables
 * whose statistics are missing or stale (SQLite's advice for long-lived connections), whole:
 * a sample (`analysis_limit`) counts at most that many rows per `deleted_at` value, so every
 * live-row index looks selective and the planner sorted a million complaints for a page of 8.
 * A full analysis of the million-complaint bench file takes about 4 s, once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs on any schema
async function refreshStatistics(db: Kysely<any>) {
  await sql`pragma optimize = 0x10002`.execute(db);
}
