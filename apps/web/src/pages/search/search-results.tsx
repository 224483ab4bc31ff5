import type { SearchHit } from '@caffee/contract';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRecordHref } from '../../components/record-href';
import { SearchEmpty, SearchLoading } from '../../components/search-states';
import { Snippet } from '../../components/snippet';

interface SearchResultsProps {
  rows: readonly SearchHit[] | undefined;
  loading: boolean;
  /** What was searched, and in which type, for "nothing found". */
  q: string;
  type: string | undefined;
}

/**
 * The records found, best first: each with its type, its name as a link to its page for the
 * reader (where `/go/…`, the API's `address`, would lead, without the extra hop) and the passage.
 */
export function SearchResults({ rows, loading, q, type }: SearchResultsProps) {
  const { t } = useTranslation();
  const hrefOf = useRecordHref();
  if (!rows) return <SearchLoading />;
  if (rows.length === 0) {
    return (
      <SearchEmpty testId="search-empty">
        {type
          ? t('search.emptyIn', { q, type: t(`records.types.${type}`) })
          : t('search.empty', { q })}
      </SearchEmpty>
    );
  }
  return (
    <List
      aria-busy={loading}
      aria-label={t('search.results')}
      data-testid="search-results"
      sx={{ py: 0, opacity: loading ? 0.6 : 1 }}
    >
      {rows.map((hit) => (
        <ListItem
          key={`${hit.type}:${hit.id}`}
          divider
          sx={{ display: 'block', py: 1.5 }}
          data-testid="search-hit"
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t(`records.types.${hit.type}`)} />
            <Link
              component={RouterLink}
              to={hrefOf(hit.type, hit.id)}
              variant="subtitle1"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {hit.title || t('search.untitled')}
            </Link>
          </Stack>
          {hit.snippet && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              <Snippet html={hit.snippet} />
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
