import { enactedLawsMeta, newsFeedsMeta, publicationsMeta } from '@caffee/contract';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import { defineScreen } from '../crud/screen';

const everyone = ['admin', 'institute', 'member'] as const;

export const newsFeedsScreen = defineScreen(newsFeedsMeta, {
  icon: ArticleOutlined,
  cardImage: (record) => record.coverUrl as string | null,
  placeholder: 'cover',
  types: everyone,
});

export const enactedLawsScreen = defineScreen(enactedLawsMeta, {
  icon: GavelOutlined,
  types: everyone,
});

export const publicationsScreen = defineScreen(publicationsMeta, {
  icon: LibraryBooksOutlined,
  types: everyone,
});
