/** News feeds, enacted laws and publications: what each record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta } from '../resource-meta.js';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const PUBLICATION_KINDS = ['report', 'gazette', 'bulletin', 'other'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

export const newsFeedCategoriesMeta = categoryMeta('news-feed-categories');
export const enactedLawCategoriesMeta = categoryMeta('enacted-law-categories');

/** `news-feeds`: the council's news; members and institutes see what is published. */
export const newsFeedsMeta = defineMeta({
  path: 'news-feeds',
  list: {
    filter: ['id', 'categoryId', 'status', 'publishedAt', 'createdAt'],
    sort: ['id', 'publishedAt', 'createdAt', 'title'],
    includes: ['category'],
  },
  translatable: ['title', 'summary', 'body'],
  // Titles and summaries, every language: never the long bodies.
  search: ['title', 'summary'],
  comments: true,
  files: ['image', 'downloadable'],
});

/** `enacted-laws`: proclamations of the council, searchable by their full text. */
export const enactedLawsMeta = defineMeta({
  path: 'enacted-laws',
  list: {
    filter: ['id', 'categoryId', 'proclamationNumber', 'enactedAt', 'effectiveAt', 'createdAt'],
    sort: ['id', 'enactedAt', 'effectiveAt', 'createdAt', 'title', 'proclamationNumber'],
    includes: ['category'],
  },
  translatable: ['title', 'body'],
  comments: true,
  // The law's official text as a PDF.
  files: ['downloadable'],
});

/** `publications`: reports, gazettes and bulletins, each with its downloadable file. */
export const publicationsMeta = defineMeta({
  path: 'publications',
  list: {
    filter: ['id', 'kind', 'publishedAt', 'createdAt'],
    sort: ['id', 'publishedAt', 'createdAt', 'title', 'kind'],
  },
  translatable: ['title', 'description'],
  comments: true,
  files: ['downloadable'],
});
