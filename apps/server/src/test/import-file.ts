import type { TestServer } from './harness.js';
import { multipart } from './multipart.js';

/** A file sent to an import (records/import/), as the import dialog sends it. */
export interface SentFile {
  file: string | Buffer;
  name?: string;
  dryRun?: boolean;
  calendar?: string;
  columns?: (string | null)[];
  /** The id its progress is asked by (`GET {path}/import/progress/{id}`). */
  progress?: string;
  locale?: string;
  token: string;
}

/** `POST /api/v1/{path}/import` with a file and the form's fields (a real import by default). */
export function importFile(t: TestServer, path: string, o: SentFile) {
  const { body, headers } = multipart([
    { name: 'file', value: o.file, filename: o.name ?? 'list.csv' },
    { name: 'dryRun', value: String(o.dryRun ?? false) },
    ...(o.calendar ? [{ name: 'calendar', value: o.calendar }] : []),
    ...(o.columns ? [{ name: 'columns', value: JSON.stringify(o.columns) }] : []),
    ...(o.progress ? [{ name: 'progress', value: o.progress }] : []),
  ]);
  return t.request({
    method: 'POST',
    url: `/api/v1/${path}/import`,
    token: o.token,
    body,
    headers,
    ...(o.locale ? { query: `locale=${o.locale}` } : {}),
  });
}
