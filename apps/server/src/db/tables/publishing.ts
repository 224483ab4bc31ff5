/** News, enacted laws and publications. */
import type { Generated } from 'kysely';
import type { Audited, Timestamp } from './common.js';

/** A news item: a draft until published; `publishedAt` in the future schedules it. */
export interface NewsFeedsTable extends Audited {
  id: Generated<number>;
  titleOm: string | null;
  titleEn: string | null;
  titleAm: string | null;
  summaryOm: string | null;
  summaryEn: string | null;
  summaryAm: string | null;
  bodyOm: string | null;
  bodyEn: string | null;
  bodyAm: string | null;
  categoryId: number | null;
  status: Generated<'draft' | 'published'>;
  publishedAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

/** An enacted law; its full-text index (`enacted_law_search`) is kept by triggers. */
export interface EnactedLawsTable extends Audited {
  id: Generated<number>;
  titleOm: string | null;
  titleEn: string | null;
  titleAm: string | null;
  bodyOm: string | null;
  bodyEn: string | null;
  bodyAm: string | null;
  proclamationNumber: string;
  categoryId: number | null;
  enactedAt: Timestamp;
  effectiveAt: Timestamp | null;
  deletedAt: Timestamp | null;
}

/** A report, gazette, bulletin or other publication with its file. */
export interface PublicationsTable extends Audited {
  id: Generated<number>;
  titleOm: string | null;
  titleEn: string | null;
  titleAm: string | null;
  descriptionOm: string | null;
  descriptionEn: string | null;
  descriptionAm: string | null;
  kind: 'report' | 'gazette' | 'bulletin' | 'other';
  publishedAt: Timestamp | null;
  deletedAt: Timestamp | null;
}
