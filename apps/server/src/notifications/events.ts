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

/** The ids an `invitees` entry added and removed: `{ invitees: [before, after] }`. */
export function inviteeChanges(entry: Pick<EventEntry, 'changes'>) {
  const [was, now] = (entry.changes?.invitees ?? [[], []]) as [unknown, unknown];
  const before = new Set(Array.isArray(was) ? (was as number[]) : []);
  const later = new Set(Array.isArray(now) ? (now as number[]) : []);
  return {
    added: [...later].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !later.has(id)),
  };
}

/**
 * Which kinds of notification a history entry is, if any: the one place that says which
 * changes people hear of. `recordAudit` asks it to queue an event in the change's
 * transaction; the worker asks it again when it fans the event out. An entry is one kind,
 * except a change of a meeting's invitees: those added are invited, those removed told.
 */
export function kindsOf(entry: Omit<EventEntry, 'id' | 'actorId'>): NotificationKind[] {
  const { resource, action } = entry;
  if (action === 'comment') return ['comment'];
  if (resource === 'questions') {
    if (action === 'create') return ['question-opened'];
    if (action === 'answer') return ['question-answered'];
    if (action === 'remind') return ['question-due'];
  }
  if (resource === 'surveys') {
    // A survey is news once, when it opens to its audience: the `open` entry the worker
    // writes once it is published and its opening time has come (reminders.ts), never its
    // creation (a draft) nor its publication as such.
    if (action === 'open') return ['survey-opened'];
    if (action === 'remind') return ['survey-due'];
  }
  if (resource === 'complains') {
    if (action === 'create') return ['complaint-filed'];
    if (STATUSES.includes(action)) return ['complaint-status'];
  }
  if (resource === 'meetings') {
    if (action === 'invitees') {
      const { added, removed } = inviteeChanges(entry);
      return [
        ...(added.length ? ['meeting-invited' as const] : []),
        ...(removed.length ? ['meeting-uninvited' as const] : []),
      ];
    }
    if (action === 'delete') return ['meeting-cancelled'];
    const changed = Object.keys(entry.changes ?? {});
    if (action === 'update' && changed.some((f) => MEETING_PLACE_TIME.includes(f))) {
      return ['meeting-changed'];
    }
  }
  if (resource === 'users') {
    if (action === 'activate') return ['account-activated'];
    if (action === 'register') return ['registration-pending'];
    if (action === 'update' && entry.changes?.roleId) return ['account-role'];
    if (action === 'import') return ['import-done'];
  }
  return [];
}
