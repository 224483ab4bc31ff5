import type { CountData } from '@caffee/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import { countItems, KNOWN_COUNT_KINDS } from './count-items';

/** A card's height, and its placeholder's: the counts arrive without moving what is below. */
const CARD_HEIGHT = 88;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** One card per kind of record the payload counts, with its icon and translated name (memoised: the page hands it deferred data). */
export const CountCards = memo(function CountCards({ data }: { data: CountData | undefined }) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  if (!data) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: KNOWN_COUNT_KINDS }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={CARD_HEIGHT} />
        ))}
      </Box>
    );
  }
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  return (
    <Box component="ul" sx={GRID} data-testid="count-cards" aria-label={t('dashboard.countsLabel')}>
      {countItems(data).map(({ path, count, labelKey, icon: Icon }) => (
        <Paper
          component="li"
          key={path}
          variant="outlined"
          sx={{ p: 2, minHeight: CARD_HEIGHT }}
          data-testid={`count-${path}`}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Icon aria-hidden />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 600 }}
                data-testid="count-value"
              >
                {numbers.format(count)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {labelKey ? t(labelKey) : path}
              </Typography>
            </Box>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
});
