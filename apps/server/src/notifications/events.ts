import { COMPLAINT_STATUSES, type NotificationKind } from '@caffee/contract';

/** A history entry as the rules read it (`audit_log`'s row, its changes parsed). */
export interface EventEntry {
  id: number;
  resource: string;
  recordId: number;
  action: string;
  actorId: number | null;
  changes: Record<string, [unknown, unknown]> | null;
}

const STATUSES: readonly string[] = COMPLAINT_STATUSES;
/** A meeting's columns whose change its invitees must hear of: when and where. */
const MEETING_PLACE_TIME = ['startsAt', 'endsAt', 'locationOm', 'locationEn', 'locationAm'];

/**
 * Which kind of notification a history entry is, if any: the one place that says which
 * changes people hear of. `recordAudit` asks it to queue an event in the change's
 * transaction; the worker asks it again when it fans the event out.
 */
export function kindOf(entry: Omit<EventEntry, 'id' | 'actorId'>): NotificationKind | undefined {
  const { resource, action } = entry;
  if (action === 'comment') return 'comment';
  if (action === 'answer' && resource === 'questions') return 'question-answered';
  if (action === 'remind') {
    if (resource === 'questions') return 'question-due';
    if (resource === 'surveys') return 'survey-due';
    return undefined;
  }
  if (action === 'create') {
    if (resource === 'questions') return 'question-opened';
    if (resource === 'surveys') return 'survey-opened';
    if (resource === 'complains') return 'complaint-filed';
    return undefined;
  }
  if (resource === 'complains' && STATUSES.includes(action)) return 'complaint-status';
  if (resource === 'meetings') {
    if (action === 'invitees') return 'meeting-invited';
    if (action === 'delete') return 'meeting-cancelled';
    const changed = Object.keys(entry.changes ?? {});
    if (action === 'update' && changed.some((f) => MEETING_PLACE_TIME.includes(f))) {
      return 'meeting-changed';
    }
  }
  if (resource === 'users') {
    if (action === 'activate') return 'account-activated';
    if (action === 'register') return 'registration-pending';
    if (action === 'update' && entry.changes?.roleId) return 'account-role';
  }
  return undefined;
}
