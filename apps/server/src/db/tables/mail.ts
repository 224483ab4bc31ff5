import type { Generated } from 'kysely';
import type { Timestamp } from './common.js';

/** One message waiting for (or done with) the mail worker; migrations 0013 and 0023. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** `mail` or `sms` (recipient: an address or a phone number; an SMS has no subject). */
  channel: Generated<'mail' | 'sms'>;
  recipient: string;
  subject: string;
  /** Emptied once sent or given up: a body may carry a single-use link. */
  text: string;
  createdAt: Generated<Timestamp>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp | null;
  sentAt: Timestamp | null;
  lastError: string | null;
  /** A meeting mail's iCalendar invitation or cancellation (`METHOD:REQUEST`/`CANCEL`). */
  calendar: Generated<string | null>;
}
