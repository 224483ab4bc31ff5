import type { Generated } from 'kysely';
import type { Timestamp } from './common.js';

/** A history entry people may have to hear of, until the worker fans it out; migration 0023. */
export interface NotificationEventsTable {
  id: Generated<number>;
  auditId: number;
  attempts: Generated<number>;
  nextAttemptAt: Generated<Timestamp>;
  lastError: string | null;
  /** How far its fan-out has got (migration 0024): the kind being told, by `kindsOf` order. */
  kindIndex: Generated<number>;
  /** ...and the last person of that kind already told (people go in id order). */
  afterUserId: Generated<number>;
}

/** One line of a person's notifications (the bell's list). */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  /** One of the contract's `NOTIFICATION_KINDS`. */
  kind: string;
  resource: string;
  recordId: number;
  auditId: number;
  actorId: number | null;
  /** A complaint's new status, for `complaint-status`. */
  status: string | null;
  createdAt: Generated<Timestamp>;
  readAt: Timestamp | null;
  /** 1 while the line waits for the person's daily digest mail. */
  digestPending: Generated<number>;
}

/** A person's channels for one kind of event; without a row, the council's defaults hold. */
export interface NotificationChoicesTable {
  userId: number;
  kind: string;
  /** Comma-separated channels (`app,mail`); empty when told nothing of this kind. */
  channels: string;
}
