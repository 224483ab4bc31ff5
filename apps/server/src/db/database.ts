import type { RecordMeta } from '@caffee/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { RecordTable } from './tables/common.js';
import type {
  AppSettingsTable,
  AuditLogTable,
  CategoriesTable,
  CommentsTable,
  FilesTable,
  InstitutesTable,
  LoginThrottleTable,
  PasswordResetsTable,
  PermissionsTable,
  PhoneCodesTable,
  RefreshTokensTable,
  RolePermissionsTable,
  RolesTable,
  SessionsTable,
  UsersTable,
} from './tables/accounts.js';
import type {
  AttendanceAttendeesTable,
  AttendancesTable,
  CalendarEventsTable,
  MeetingAgendaItemsTable,
  MeetingInviteesTable,
  MeetingsTable,
} from './tables/meetings.js';
import type {
  CaffeeGroupsTable,
  GroupMembersTable,
  KebelesTable,
  RegionsTable,
  WoredasTable,
  ZonesTable,
} from './tables/address.js';
import type {
  ComplainsTable,
  ForumsTable,
  QuestionAnswerOptionsTable,
  QuestionAnswersTable,
  QuestionOptionsTable,
  QuestionsTable,
  SurveyResponsesTable,
  SurveysTable,
} from './tables/engagement.js';
import type { EnactedLawsTable, NewsFeedsTable } from './tables/publishing.js';
import type { MailOutboxTable } from './tables/mail.js';
import type {
  NotificationChoicesTable,
  NotificationEventsTable,
  NotificationsTable,
} from './tables/notifications.js';

export type * from './tables/accounts.js';
export type * from './tables/meetings.js';
export type * from './tables/address.js';
export type * from './tables/engagement.js';
export type * from './tables/publishing.js';
export type * from './tables/mail.js';
export type * from './tables/notifications.js';
export type { Audited, Timestamp } from './tables/common.js';

/** A table's change counter, raised by triggers in every writing transaction (migration 0010). */
export interface TableVersionsTable {
  name: string;
  version: number;
}

/**
 * A record in the search index (migration 0031): its folded words are in `search_text` (SQLite,
 * by this id) or in `document` (PostgreSQL), read and written in SQL (search/index.ts).
 */
export interface SearchEntriesTable {
  id: Generated<number>;
  resource: string;
  recordId: number;
}

/** The folding version the search index was last built with (search/index.ts). */
export interface SearchIndexBuildsTable {
  version: number;
}

/** The tables whose rows are written out here: every record type with rules of its own. */
interface OwnTables {
  appSettings: AppSettingsTable;
  tableVersions: TableVersionsTable;
  searchEntries: SearchEntriesTable;
  searchIndexBuilds: SearchIndexBuildsTable;
  institutes: InstitutesTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  rolePermissions: RolePermissionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  refreshTokens: RefreshTokensTable;
  passwordResets: PasswordResetsTable;
  auditLog: AuditLogTable;
  loginThrottle: LoginThrottleTable;
  phoneCodes: PhoneCodesTable;
  mailOutbox: MailOutboxTable;
  notificationEvents: NotificationEventsTable;
  notifications: NotificationsTable;
  notificationChoices: NotificationChoicesTable;
  categories: CategoriesTable;
  comments: CommentsTable;
  files: FilesTable;
  newsFeeds: NewsFeedsTable;
  enactedLaws: EnactedLawsTable;
  regions: RegionsTable;
  zones: ZonesTable;
  woredas: WoredasTable;
  kebeles: KebelesTable;
  caffeeGroups: CaffeeGroupsTable;
  groupMembers: GroupMembersTable;
  meetings: MeetingsTable;
  meetingAgendaItems: MeetingAgendaItemsTable;
  meetingInvitees: MeetingInviteesTable;
  calendarEvents: CalendarEventsTable;
  attendances: AttendancesTable;
  attendanceAttendees: AttendanceAttendeesTable;
  surveys: SurveysTable;
  questions: QuestionsTable;
  questionOptions: QuestionOptionsTable;
  questionAnswers: QuestionAnswersTable;
  questionAnswerOptions: QuestionAnswerOptionsTable;
  surveyResponses: SurveyResponsesTable;
  forums: ForumsTable;
  complains: ComplainsTable;
}

/** `news-feeds` → `newsFeeds`: a table's name in queries (snake_case in SQL). */
type CamelCase<S extends string> = S extends `${infer H}-${infer T}`
  ? `${H}${Capitalize<CamelCase<T>>}`
  : S;

/**
 * The tables of declared record types with no rules of their own, each row derived from its
 * declaration (`RecordTable`): a new such type needs no row type here. Category types live in
 * the shared `categories` table.
 */
type DeclaredTables = {
  [
    M in Exclude<RecordMeta, { path: `${string}-categories` }> as CamelCase<
      M['path']
    > extends keyof OwnTables
      ? never
      : CamelCase<M['path']>
  ]: RecordTable<M>;
};

/** Table names to row types; column names are camelCase here and snake_case in SQL. */
export type Database = OwnTables & DeclaredTables;

export type UserRow = Selectable<UsersTable>;
/** An account that has an email (one reached by phone only has none: migration 0033). */
export type MailedUser = UserRow & { email: string };
export const hasEmail = (user: UserRow): user is MailedUser => user.email !== null;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
