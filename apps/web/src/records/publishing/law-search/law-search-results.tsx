import type { LawSearchHit } from '@caffee/contract';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../auth/auth-context';
import type { Page } from '../../../crud/data/crud-api';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { SearchEmpty, SearchLoading } from '../../../components/search-states';
import { Snippet } from '../../../components/snippet';

interface LawSearchResultsProps {
  page: Page<LawSearchHit> | undefined;
  loading: boolean;
  q: string;
}

/** The laws found, best first: title, number, date and the highlighted passage. */
export function LawSearchResults({ page, loading, q }: LawSearchResultsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { locale, calendar } = usePrefs();
  if (!page) return <SearchLoading />;
  if (page.rows.length === 0) {
    return <SearchEmpty testId="law-search-empty">{t('lawSearch.empty', { q })}</SearchEmpty>;
  }
  return (
    <List
      aria-busy={loading}
      aria-label={t('lawSearch.results')}
      data-testid="law-search-results"
      sx={{ py: 0, opacity: loading ? 0.6 : 1 }}
    >
      {page.rows.map((hit) => (
        <ListItem key={hit.id} divider sx={{ display: 'block', py: 1.5 }} data-testid="law-hit">
          <Link
            component={RouterLink}
            to={`/${user.type}/enacted-laws/${hit.id}`}
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            {hit.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('lawSearch.meta', {
              number: hit.proclamationNumber,
              date: formatDate(hit.enactedAt, locale, calendar),
            })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Snippet html={hit.snippet} />
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
