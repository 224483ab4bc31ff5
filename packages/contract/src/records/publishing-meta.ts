/** News feeds, enacted laws and publications: what each record type is (see resource-meta.ts). */
import { PDF_TYPE } from '../files.js';
import { categoryMeta, defineMeta, READ_COMMENT_ACTIONS } from '../resource-meta.js';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const PUBLICATION_KINDS = ['report', 'gazette', 'bulletin', 'other'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

export const newsFeedCategoriesMeta = categoryMeta('news-feed-categories');
export const enactedLawCategoriesMeta = categoryMeta('enacted-law-categories');

/** `news-feeds`: the council's news; members and institutes see what is published. */
export const newsFeedsMeta = defineMeta({
  path: 'news-feeds',
  icon: 'article',
  menu: { types: ['admin', 'institute', 'member'], order: 10 },
  grants: { institute: READ_COMMENT_ACTIONS, member: READ_COMMENT_ACTIONS },
  title: 'title',
  fields: [
    { name: 'title', kind: 'text', translatable: true, column: true, sort: true },
    { name: 'summary', kind: 'longText', translatable: true },
    { name: 'body', kind: 'longText', translatable: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'news-feed-categories',
      refField: 'category',
      column: true,
      filter: true,
    },
    { name: 'status', kind: 'enum', values: NEWS_STATUSES, column: true, filter: true },
    { name: 'publishedAt', kind: 'datetime', column: true, filter: true, sort: true },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt'] },
  // Titles and summaries, every language: never the long bodies.
  search: ['title', 'summary'],
  comments: true,
  files: ['image', 'downloadable'],
});

/** `enacted-laws`: proclamations of the council, searchable by their full text. */
export const enactedLawsMeta = defineMeta({
  path: 'enacted-laws',
  icon: 'gavel',
  menu: { types: ['admin', 'institute', 'member'], order: 20 },
  grants: { institute: READ_COMMENT_ACTIONS, member: READ_COMMENT_ACTIONS },
  title: 'title',
  fields: [
    { name: 'title', kind: 'text', translatable: true, column: true, sort: true },
    { name: 'proclamationNumber', kind: 'text', column: true, filter: true, sort: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'enacted-law-categories',
      refField: 'category',
      column: true,
      filter: true,
    },
    { name: 'enactedAt', kind: 'date', column: true, filter: true, sort: true },
    { name: 'effectiveAt', kind: 'date', filter: true, sort: true },
    { name: 'body', kind: 'longText', translatable: true },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt'] },
  defaultSort: { field: 'enactedAt', direction: 'desc' },
  // Found by its number too, in the list's search and the search of everything.
  search: ['title', 'proclamationNumber', 'body'],
  comments: true,
  // The law's official text as a PDF.
  files: ['downloadable'],
  fileTypes: [PDF_TYPE],
});

/** `publications`: reports, gazettes and bulletins, each with its downloadable file. */
export const publicationsMeta = defineMeta({
  path: 'publications',
  icon: 'library',
  menu: { types: ['admin', 'institute', 'member'], order: 30 },
  grants: { institute: READ_COMMENT_ACTIONS, member: READ_COMMENT_ACTIONS },
  title: 'title',
  fields: [
    {
      name: 'title',
      kind: 'text',
      translatable: true,
      required: true,
      max: 300,
      column: true,
      sort: true,
    },
    {
      name: 'kind',
      kind: 'enum',
      values: PUBLICATION_KINDS,
      required: true,
      column: true,
      filter: true,
      sort: true,
    },
    { name: 'description', kind: 'longText', translatable: true, max: 5000 },
    { name: 'publishedAt', kind: 'date', column: true, filter: true, sort: true },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt'] },
  comments: true,
  files: ['downloadable'],
});
