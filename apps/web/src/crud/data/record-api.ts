import {
  API_PREFIX,
  type Comment,
  type Envelope,
  type ImportProgress,
  type ImportResult,
} from '@caffee/contract';
import { api } from '../../api/client';
import { getAccessToken } from '../../api/tokens';
import { toFormData, type FormValues, type NewFile } from './record-derive';
import type { RecordRow } from '../screen';

const url = (path: string) => `${API_PREFIX}/${path}`;

/** One record with its history, files and what the screen includes. */
export async function fetchRecord(path: string, id: number, params: object): Promise<RecordRow> {
  const { data } = await api.get<Envelope<RecordRow>>(url(`${path}/${id}`), { params });
  return data.payload;
}

/**
 * Creates (`POST`) or updates (`PATCH`) a record: JSON, or multipart when files go with it,
 * reporting the upload's progress (0–100).
 */
export async function saveRecord(
  path: string,
  id: number | null,
  body: FormValues,
  files: { add: NewFile[]; remove: number[] },
  onProgress?: (percent: number) => void,
): Promise<RecordRow> {
  const multipart = files.add.length > 0;
  const data = multipart
    ? toFormData(body, files.add, files.remove)
    : { ...body, ...(files.remove.length ? { removeFiles: files.remove } : {}) };
  const response = await api.request<Envelope<RecordRow>>({
    method: id === null ? 'post' : 'patch',
    url: url(id === null ? path : `${path}/${id}`),
    data,
    onUploadProgress: multipart
      ? (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0)
      : undefined,
  });
  return response.data.payload;
}

export async function deleteRecord(path: string, id: number): Promise<void> {
  await api.delete(url(`${path}/${id}`));
}

/**
 * The same DELETE in a request the browser finishes after the page is gone (closed or
 * reloaded during a delete's undo window); its answer reaches no one.
 */
export function deleteRecordOnLeave(path: string, id: number): void {
  const token = getAccessToken();
  void fetch(url(`${path}/${id}`), {
    method: 'DELETE',
    keepalive: true,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}

export async function fetchComments(path: string, id: number): Promise<Comment[]> {
  const { data } = await api.get<Envelope<Comment[]>>(url(`${path}/${id}/comments`), {
    params: { pagination: { page: 1, pageSize: 100 }, sorting: { createdAt: 'asc' } },
  });
  return data.payload;
}

export async function postComment(path: string, id: number, body: string): Promise<Comment> {
  const { data } = await api.post<Envelope<Comment>>(url(`${path}/${id}/comments`), { body });
  return data.payload;
}

/** Saves a fetched file through a temporary link. */
function saveBlob(data: Blob, fileName: string) {
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * Downloads `{path}/export.csv` with the list's query: fetched with the bearer header as a
 * blob, then saved through a temporary link.
 */
export const downloadCsv = (path: string, params: object, fileName: string) =>
  downloadFile(`${path}/export.csv`, fileName, params);

/** Downloads a file the server makes at `path` (a CSV, a PDF) with the bearer header, and saves it. */
export async function downloadFile(path: string, fileName: string, params: object) {
  const { data } = await api.get<Blob>(url(path), { params, responseType: 'blob' });
  saveBlob(data, fileName);
}

/**
 * Downloads a record as a PDF in the reader's language and calendar
 * (`GET {path}/{id}/document.pdf`), to print or send.
 */
export const downloadDocument = (
  path: string,
  id: number,
  params: { locale: string; calendar: string },
) => downloadPdf(`${path}/${id}/document.pdf`, `${path}-${id}.pdf`, params);

/** Downloads a PDF the server makes at `path` (a register's sign-in sheet), in the reader's words. */
export const downloadPdf = (
  path: string,
  fileName: string,
  params: { locale: string; calendar: string },
) => downloadFile(path, fileName, params);

/** Downloads the empty spreadsheet an import takes (its header in the reader's language). */
export const downloadImportTemplate = (path: string, locale: string) =>
  downloadFile(`${path}/import/template.csv`, `${path}-template.csv`, { locale });

export interface ImportOptions {
  /** Only check the file and say what it would do; nothing is written. */
  dryRun: boolean;
  locale: string;
  /** How dates written day/month/year are read. */
  calendar: string;
  /** The target of each header cell, in order (null: ignored); the server matches without. */
  columns?: (string | null)[];
  /** How much of the file has been sent (0–100); the server's reading follows. */
  onProgress?: (percent: number) => void;
  /** How far the server has read the file's rows, asked every second while it works. */
  onRows?: (progress: ImportProgress) => void;
}

/** How often a running import is asked how far it is. */
const PROGRESS_EVERY_MS = 1000;

/** An id for one import's progress: random, made without `crypto.randomUUID` (HTTPS only). */
const progressId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * Imports a spreadsheet into `path` (`POST {path}/import`, multipart). Resolves with what it
 * did or, on a dry run, would do; rejects with the answer's body: an `ImportRefusal` on a 422
 * (every problem listed, nothing written), the contract's error otherwise.
 */
export async function importRecords(
  path: string,
  file: File,
  { dryRun, locale, calendar, columns, onProgress, onRows }: ImportOptions,
): Promise<ImportResult> {
  const id = progressId();
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  form.append('calendar', calendar);
  if (columns) form.append('columns', JSON.stringify(columns));
  if (onRows) form.append('progress', id);
  let settled = false;
  const posted = api
    .post<{ data?: ImportResult; payload?: ImportResult }>(url(`${path}/import`), form, {
      params: { locale },
      onUploadProgress: (event) =>
        onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
    })
    .finally(() => (settled = true));
  if (onRows) void followRows(`${path}/import/progress/${id}`, () => settled, onRows);
  const { data } = await posted;
  // Documented as `{ data }`, where every other success answer is the `{ payload }` envelope:
  // either is read.
  return (data.payload ?? data.data) as ImportResult;
}

/**
 * Asks a running import how far it is, one question at a time, until it answers. A 404 is no
 * count yet (or the question reached another server process than the import's): asked again.
 */
async function followRows(
  path: string,
  settled: () => boolean,
  onRows: (progress: ImportProgress) => void,
) {
  while (!settled()) {
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_EVERY_MS));
    if (settled()) return;
    try {
      const { data } = await api.get<{ payload: ImportProgress }>(url(path));
      if (!settled()) onRows(data.payload);
    } catch {
      // No count to show: the bar stays as it is.
    }
  }
}
