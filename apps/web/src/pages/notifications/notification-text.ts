import type { Notification, UserType } from '@caffee/contract';
import type { TFunction } from 'i18next';

/**
 * A notification as a sentence in the reader's language: its kind's text
 * (`notifications.kinds.<kind>`) with the record's name, who did it and a complaint's status.
 * A kind may say it differently with the actor known (`…_actor`) or to an institute
 * (`…_institute`: a question "for your institute"); i18next picks the variant by `context`.
 */
export function notificationSentence(
  notification: Pick<Notification, 'kind' | 'recordName' | 'actorName' | 'status'> &
    Partial<Pick<Notification, 'imported'>>,
  readerType: UserType,
  t: TFunction,
): string {
  const { kind, recordName, actorName, status, imported } = notification;
  const record = recordName?.trim() || t('notifications.unnamedRecord');
  const actor = actorName?.trim() || undefined;
  const context = kind === 'question-opened' ? readerType : actor ? 'actor' : undefined;
  // A kind newer than this app's texts still reads as a sentence.
  return t([`notifications.kinds.${kind}`, 'notifications.kinds.other'], {
    record,
    actor,
    status: status ? t(`records.enum.status.${status}`, { defaultValue: status }) : '',
    context,
    // An import's file and counts (`import-done`; a line without them still reads whole).
    ...(imported ?? { file: record, created: 0, updated: 0 }),
  });
}
