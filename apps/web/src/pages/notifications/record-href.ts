import { recordLinkPath } from '@caffee/contract';
import { createContext, useContext } from 'react';

/** Where a record opens for the reader, by its type (API path) and id. */
export type RecordHref = (resource: string, id: number) => string;

/**
 * The app's layout says where each record lives for the signed-in user (its pages know:
 * app/record-link.ts); without it, the record's `/go/…` link, which finds the same page.
 */
export const RecordHrefContext = createContext<RecordHref>(recordLinkPath);

export const useRecordHref = () => useContext(RecordHrefContext);
