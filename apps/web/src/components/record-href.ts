import { listLinkPath, recordLinkPath } from '@caffee/contract';
import { createContext, useContext } from 'react';

/** Where a record opens for the reader, by its type (API path) and id; without one, its list. */
export type RecordHref = (resource: string, id?: number) => string;

/**
 * The app's layout says where each record lives for the signed-in user (its pages know:
 * app/record-link.ts); without it, the record's `/go/…` link, which finds the same page.
 */
export const RecordHrefContext = createContext<RecordHref>((resource, id) =>
  id === undefined ? listLinkPath(resource) : recordLinkPath(resource, id),
);

export const useRecordHref = () => useContext(RecordHrefContext);
