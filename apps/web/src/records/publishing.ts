import {
  enactedLawsMeta,
  NEWS_STATUSES,
  newsFeedsMeta,
  PUBLICATION_KINDS,
  publicationsMeta,
} from '@caffee/contract';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import type { RecordScreen } from '../crud/screen';

const everyone = ['admin', 'institute', 'member'] as const;

export const newsFeedsScreen: RecordScreen = {
  key: 'news-feeds',
  contract: newsFeedsMeta,
  labelKey: 'records.types.news-feeds',
  icon: ArticleOutlined,
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', column: true },
    { name: 'summary', kind: 'multiline' },
    { name: 'body', kind: 'multiline' },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'news-feed-categories',
      refField: 'category',
      column: true,
    },
    { name: 'status', kind: 'select', values: NEWS_STATUSES, column: true },
    { name: 'publishedAt', kind: 'datetime', column: true },
  ],
  filters: ['status', 'categoryId'],
  includes: ['category'],
  cardImage: (record) => record.coverUrl as string | null,
  placeholder: 'cover',
  types: everyone,
};

export const enactedLawsScreen: RecordScreen = {
  key: 'enacted-laws',
  contract: enactedLawsMeta,
  labelKey: 'records.types.enacted-laws',
  icon: GavelOutlined,
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', column: true },
    { name: 'proclamationNumber', kind: 'text', column: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'enacted-law-categories',
      refField: 'category',
      column: true,
    },
    { name: 'enactedAt', kind: 'date', column: true },
    { name: 'effectiveAt', kind: 'date' },
    { name: 'body', kind: 'multiline' },
  ],
  filters: ['categoryId'],
  defaultSort: { field: 'enactedAt', direction: 'desc' },
  includes: ['category'],
  types: everyone,
};

export const publicationsScreen: RecordScreen = {
  key: 'publications',
  contract: publicationsMeta,
  labelKey: 'records.types.publications',
  icon: LibraryBooksOutlined,
  titleField: 'title',
  fields: [
    { name: 'title', kind: 'text', column: true },
    { name: 'kind', kind: 'select', values: PUBLICATION_KINDS, column: true },
    { name: 'description', kind: 'multiline' },
    { name: 'publishedAt', kind: 'date', column: true },
  ],
  filters: ['kind'],
  types: everyone,
};
