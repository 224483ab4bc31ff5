/** News, enacted laws and publications. */
import type { Generated } from 'kysely';
import type { Audited, Timestamp, Translated } from './common.js';

/** A news item: a draft until published; `publishedAt` in the future schedules it. */
export interface NewsFeedsTable extends Audited, Translated<'title' | 'summary' | 'body'> {
  id: Generated<number>;
  categoryId: number | null;
  status: Generated<'draft' | 'published'>;
  publishedAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

/** An enacted law; searched through the one search index (search/index.ts). */
export interface EnactedLawsTable extends Audited, Translated<'title' | 'body'> {
  id: Generated<number>;
  proclamationNumber: string;
  categoryId: number | null;
  enactedAt: Timestamp;
  effectiveAt: Timestamp | null;
  deletedAt: Timestamp | null;
}
