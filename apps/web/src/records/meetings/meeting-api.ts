import { API_PREFIX, type AgendaItem, type Envelope } from '@caffee/contract';
import { api } from '../../api/client';
import { sendPayload } from '../../crud/data/crud-api';
import { saveRecord } from '../../crud/data/record-api';
import { toFormData, type NewFile } from '../../crud/data/record-derive';
import type { AgendaItemBody } from './agenda-input';

/** Upload progress (0–100) of a request, for a determinate bar. */
export const percentOf = (event: { loaded: number; total?: number }) =>
  event.total ? Math.round((event.loaded / event.total) * 100) : 0;

/**
 * `POST meetings/{id}/agenda-items` (an item at the end of the agenda) or `PATCH …/{itemId}`
 * (an item edited in place), with new files as `media[i][file]` (multipart, reporting
 * progress) and saved ones to drop as `removeFiles`.
 */
export async function saveAgendaItem(
  meetingId: number,
  itemId: number | null,
  body: AgendaItemBody,
  files: { add: NewFile[]; remove: number[] },
  onProgress: (percent: number) => void,
): Promise<AgendaItem> {
  const path = `meetings/${meetingId}/agenda-items`;
  const saved = await saveRecord(path, itemId, { ...body }, files, onProgress);
  return saved as unknown as AgendaItem;
}

/** `PATCH meetings/{id}/agenda-items/{itemId}` with a new place; the others move around it. */
export const moveAgendaItem = (meetingId: number, itemId: number, position: number) =>
  sendPayload<AgendaItem>('patch', `meetings/${meetingId}/agenda-items/${itemId}`, { position });

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

/** `DELETE meetings/{id}/minutes`: the meeting has no minutes again (its history keeps it). */
export const removeMinutes = (meetingId: number) =>
  sendPayload<unknown>('delete', `meetings/${meetingId}/minutes`);
