import { z } from 'zod';
import { FIELD_ERRORS } from './field-errors.js';
import { ImportDoneSchema } from './import.js';
import { LocaleSchema } from './locale.js';
import type { UserType } from './user-types.js';
import { PageQuerySchema } from './list-query.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './list-spec.js';

/**
 * What a person can be told of: each kind names an event and who hears of it (the server's
 * `notifications/events.ts`), and each has its words in the locale files
 * (`notifications.kinds.<kind>`) and in the mail (`notifications/messages.ts`).
 */
export const NOTIFICATION_KINDS = [
  /** A question opened to the reader's audience or addressed to their institute. */
  'question-opened',
  /** A survey opened to the reader's audience. */
  'survey-opened',
  /** A question the reader has not answered is due in 48 hours. */
  'question-due',
  /** A survey the reader has not answered closes in 48 hours. */
  'survey-due',
  /** Someone answered a question the reader asked. */
  'question-answered',
  /** A complaint filed against the reader's institute. */
  'complaint-filed',
  /** A complaint the reader filed, or one against their institute, changed status. */
  'complaint-status',
  /** A comment on a record the reader created or commented on. */
  'comment',
  /** The reader was invited to a meeting (its mail carries the calendar invitation). */
  'meeting-invited',
  /** A meeting the reader is invited to moved (time or place). */
  'meeting-changed',
  /** A meeting the reader was invited to was cancelled. */
  'meeting-cancelled',
  /** The reader was taken off a meeting's invitees. */
  'meeting-uninvited',
  /** The reader's account was activated. */
  'account-activated',
  /** The reader's role was changed. */
  'account-role',
  /** Someone registered and waits for an administrator (to those who may activate). */
  'registration-pending',
  /**
   * The reader's own import committed (told even though the reader did it: on a weak
   * connection the answer may never arrive, and a long import may be left while it runs).
   */
  'import-done',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One line of `GET /notifications`: what happened to which record, in the reader's language. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The record's type (its API path: `questions`, `complains`, `users`...). */
  resource: z.string(),
  recordId: z.number().int(),
  /** The record's name in the reader's language (as it is now; as it was if deleted). */
  recordName: z.string().nullable(),
  /** Who did it; null for the system or a deleted account. */
  actorName: z.string().nullable(),
  /** A complaint's new status (`complaint-status`); otherwise null. */
  status: z.string().nullable(),
  /** What the import wrote (`import-done`); otherwise null. */
  imported: ImportDoneSchema.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * `GET /notifications`: newest first, by page number as every list; `unread=true` filters.
 * Without `locale`, names come in the reader's own language (their account's).
 */
export const NotificationListQuerySchema = z.object({
  locale: LocaleSchema.optional(),
  pagination: PageQuerySchema.default({ page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE }),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** `GET /notifications/unread-count`: what the bell shows. */
export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** How a person can be told: in the app (the bell), by mail, by SMS, or in a daily mail. */
export const NOTIFICATION_CHANNELS = ['app', 'mail', 'sms', 'digest'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The channels of each kind until a person or the council chooses others: what needs an
 * answer or a decision also goes by mail; comments stay in the app.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationKind, NotificationChannel[]> = {
  'question-opened': ['app', 'mail'],
  'survey-opened': ['app', 'mail'],
  'question-due': ['app', 'mail'],
  'survey-due': ['app', 'mail'],
  // One per answer: a question to every member would fill a mailbox.
  'question-answered': ['app'],
  'complaint-filed': ['app', 'mail'],
  'complaint-status': ['app', 'mail'],
  comment: ['app'],
  'meeting-invited': ['app', 'mail'],
  'meeting-changed': ['app', 'mail'],
  'meeting-cancelled': ['app', 'mail'],
  'meeting-uninvited': ['app', 'mail'],
  'account-activated': ['app', 'mail'],
  'account-role': ['app', 'mail'],
  'registration-pending': ['app', 'mail'],
  'import-done': ['app', 'mail'],
};

const MEETING_KINDS = [
  'meeting-invited',
  'meeting-changed',
  'meeting-cancelled',
  'meeting-uninvited',
] as const;
const ACCOUNT_KINDS = ['account-activated', 'account-role'] as const;

/** The kinds each type of user can hear of: what their choices list. */
export const NOTIFICATION_KINDS_OF: Record<UserType, readonly NotificationKind[]> = {
  admin: [
    'registration-pending',
    'question-answered',
    'comment',
    ...MEETING_KINDS,
    'account-role',
    'import-done',
  ],
  institute: [
    'question-opened',
    'survey-opened',
    'question-due',
    'survey-due',
    'complaint-filed',
    'complaint-status',
    'comment',
    ...MEETING_KINDS,
    ...ACCOUNT_KINDS,
    // An institute's staff import too, where their role lets them (their institute's lists).
    'import-done',
  ],
  member: [
    'question-opened',
    'survey-opened',
    'question-due',
    'survey-due',
    'complaint-status',
    'comment',
    ...MEETING_KINDS,
    ...ACCOUNT_KINDS,
  ],
};

const ChannelsSchema = z
  .array(z.enum(NOTIFICATION_CHANNELS))
  .max(NOTIFICATION_CHANNELS.length)
  .refine((list) => new Set(list).size === list.length, 'Each channel once');

/** One kind's channels; none: told nothing of it. */
export const NotificationChoiceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channels: ChannelsSchema,
});
export type NotificationChoice = z.infer<typeof NotificationChoiceSchema>;

/** `GET /notifications/preferences`: the caller's channels for each kind they can hear of. */
export const NotificationPreferencesSchema = z.object({
  choices: z.array(
    NotificationChoiceSchema.extend({
      /** Whether this is the caller's own choice (else the council's default holds). */
      own: z.boolean(),
    }),
  ),
  /** Whether the account's phone number is proven: SMS goes to a proven number only. */
  phoneVerified: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/**
 * `PUT /notifications/preferences`: the kinds to change; `channels: null` gives a kind back
 * to the council's default.
 */
export const NotificationPreferencesBodySchema = z.strictObject({
  choices: z
    .array(
      z.strictObject({ kind: z.enum(NOTIFICATION_KINDS), channels: ChannelsSchema.nullable() }),
    )
    .max(NOTIFICATION_KINDS.length),
});

/** `GET`/`PUT /notifications/defaults`: the council's channels per kind, for everyone. */
export const NotificationDefaultsSchema = z.object({
  choices: z.array(NotificationChoiceSchema).max(NOTIFICATION_KINDS.length),
});
export type NotificationDefaults = z.infer<typeof NotificationDefaultsSchema>;
/** `PUT /notifications/defaults`: the answer's shape, strict (an unknown field is refused). */
export const NotificationDefaultsBodySchema = z.strictObject({
  choices: z.array(z.strictObject(NotificationChoiceSchema.shape)).max(NOTIFICATION_KINDS.length),
});

/**
 * `GET /notifications/phone`: the account's phone number, whether its owner proved it (only a
 * proven number is sent SMS), and until when the code last sent to it works.
 */
export const PhoneStatusSchema = z.object({
  phone: z.string().nullable(),
  verified: z.boolean(),
  codeExpiresAt: z.string().nullable(),
});
export type PhoneStatus = z.infer<typeof PhoneStatusSchema>;

/** How long a phone verification code works, and its length. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_LENGTH = 6;

/** `POST /notifications/phone/verify`: the code the SMS brought. */
export const PhoneCodeBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${PHONE_CODE_LENGTH}}$`), { message: FIELD_ERRORS.wrongCode }),
});
