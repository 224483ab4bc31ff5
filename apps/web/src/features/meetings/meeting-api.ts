import { API_PREFIX, type AgendaItem, type Envelope } from '@caffee/contract';
import { api } from '../../api/client';
import { sendPayload } from '../../crud/crud-api';
import { saveRecord } from '../../crud/record-api';
import { toFormData, type NewFile } from '../../crud/record-derive';
import type { AgendaItemBody } from './agenda-input';

/** Upload progress (0–100) of a request, for a determinate bar. */
export const percentOf = (event: { loaded: number; total?: number }) =>
  event.total ? Math.round((event.loaded / event.total) * 100) : 0;

/**
 * `POST meetings/{id}/agenda-items`: an item at the end of the agenda, with its files as
 * `media[i][file]` (multipart, reporting progress) when there are any.
 */
export async function addAgendaItem(
  meetingId: number,
  body: AgendaItemBody,
  files: NewFile[],
  onProgress: (percent: number) => void,
): Promise<AgendaItem> {
  const path = `meetings/${meetingId}/agenda-items`;
  const saved = await saveRecord(path, null, { ...body }, { add: files, remove: [] }, onProgress);
  return saved as unknown as AgendaItem;
}

/** `DELETE meetings/{id}/agenda-items/{itemId}`: the item and its files. */
export const removeAgendaItem = (meetingId: number, itemId: number) =>
  sendPayload<AgendaItem>('delete', `meetings/${meetingId}/agenda-items/${itemId}`);

/** `PUT meetings/{id}/minutes`: one file replaces the meeting's minutes. */
export async function uploadMinutes(
  meetingId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  await api.put<Envelope<unknown>>(
    `${API_PREFIX}/meetings/${meetingId}/minutes`,
    toFormData({}, [{ file, type: 'downloadable' }], []),
    { onUploadProgress: (event) => onProgress(percentOf(event)) },
  );
}
