import type { Insertable, Selectable, Updateable } from 'kysely';
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
import type { EnactedLawsTable, NewsFeedsTable, PublicationsTable } from './tables/publishing.js';
import type { MailOutboxTable } from './tables/mail.js';

export type * from './tables/accounts.js';
export type * from './tables/meetings.js';
export type * from './tables/address.js';
export type * from './tables/engagement.js';
export type * from './tables/publishing.js';
export type * from './tables/mail.js';
export type { Audited, Timestamp } from './tables/common.js';

/** Table names to row types; column names are camelCase here and snake_case in SQL. */
/** A table's change counter, raised by triggers in every writing transaction (migration 0010). */
export interface TableVersionsTable {
  name: string;
  version: number;
}

export interface Database {
  appSettings: AppSettingsTable;
  tableVersions: TableVersionsTable;
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
  mailOutbox: MailOutboxTable;
  categories: CategoriesTable;
  comments: CommentsTable;
  files: FilesTable;
  newsFeeds: NewsFeedsTable;
  enactedLaws: EnactedLawsTable;
  publications: PublicationsTable;
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

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
