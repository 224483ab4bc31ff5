import type { Generated } from 'kysely';
import type { Timestamp } from './common.js';

/** One message waiting for (or done with) the mail worker; migration 0013. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** Emptied once sent or given up: a body may carry a single-use link. */
  text: string;
  createdAt: Generated<Timestamp>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp | null;
  sentAt: Timestamp | null;
  lastError: string | null;
}
