import type {
  NotificationChannel,
  NotificationDefaults,
  NotificationKind,
  NotificationPreferences,
} from '@caffee/contract';
import { fetchPayload, sendPayload } from '../../crud/data/crud-api';

/** One kind's channels as the card edits them; `own` false: the council's default holds. */
export interface ChoiceRow {
  kind: NotificationKind;
  channels: NotificationChannel[];
  own: boolean;
}

/** Whose choices a card edits: one's own, or the council's defaults for everyone. */
export type ChoicesOf = 'own' | 'council';

const PATHS: Record<ChoicesOf, string> = {
  own: 'notifications/preferences',
  council: 'notifications/defaults',
};

/** The rows of the card: one's own kinds, or every kind for the council. */
export async function fetchChoices(of: ChoicesOf): Promise<ChoiceRow[]> {
  const answer = await fetchPayload<NotificationPreferences | NotificationDefaults>(PATHS[of]);
  return answer.choices.map((c) => ({ ...c, own: 'own' in c ? c.own : true }));
}

/**
 * Saves the rows; `reset` gives one's own back to the council's defaults (`channels: null`).
 * Answers the rows as the server now has them.
 */
export async function saveChoices(
  of: ChoicesOf,
  rows: ChoiceRow[],
  reset = false,
): Promise<ChoiceRow[]> {
  const choices = rows.map((r) => ({ kind: r.kind, channels: reset ? null : r.channels }));
  const answer = await sendPayload<NotificationPreferences | NotificationDefaults>(
    'put',
    PATHS[of],
    { choices },
  );
  return answer.choices.map((c) => ({ ...c, own: 'own' in c ? c.own : true }));
}
