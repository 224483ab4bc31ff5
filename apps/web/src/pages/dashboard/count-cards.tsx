import type { CountData } from '@caffee/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import { countItems, KNOWN_COUNT_KINDS } from './count-items';

/**
 * A card's height, and its placeholder's: the counts arrive without moving what is below. A
 * narrow card (`NARROW`: the name under the icon) is taller.
 */
const CARD_HEIGHT = 88;
const NARROW_CARD_HEIGHT = 102;
/** A card whose inside (its width less its padding and border, 34 px) is at most 200 px. */
const NARROW = '@container (max-width: 200px)';
/** The same card measured from outside: its placeholder's box, without the padding. */
const NARROW_PLACEHOLDER = '@container (max-width: 234px)';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/**
 * A card's inside: the icon beside the count and the name; in a narrow card (two columns on a
 * phone) the name goes under both, across the card's width, so a long word such as
 * "Fayyadamtoota" is not broken in the middle.
 */
const CARD_BODY = {
  display: 'grid',
  gridTemplateColumns: '44px minmax(0, 1fr)',
  gridTemplateAreas: '"icon value" "icon label"',
  columnGap: 2,
  alignItems: 'center',
  [NARROW]: {
    gridTemplateAreas: '"icon value" "label label"',
    rowGap: 0.5,
  },
} as const;

/** One card per kind of record the payload counts, with its icon and translated name (memoised: the page hands it deferred data). */
export const CountCards = memo(function CountCards({ data }: { data: CountData | undefined }) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  if (!data) {
    return (
      <Box sx={GRID} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: KNOWN_COUNT_KINDS }, (_, i) => (
          <Box key={i} sx={{ containerType: 'inline-size' }}>
            <Skeleton
              variant="rounded"
              sx={{ height: CARD_HEIGHT, [NARROW_PLACEHOLDER]: { height: NARROW_CARD_HEIGHT } }}
            />
          </Box>
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
          sx={{ p: 2, minHeight: CARD_HEIGHT, containerType: 'inline-size' }}
          data-testid={`count-${path}`}
        >
          <Box sx={CARD_BODY}>
            <Box
              sx={{
                gridArea: 'icon',
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Icon aria-hidden />
            </Box>
            <Typography
              variant="h5"
              component="p"
              sx={{ gridArea: 'value', alignSelf: 'end', fontWeight: 600 }}
              data-testid="count-value"
            >
              {numbers.format(count)}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ gridArea: 'label', minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {labelKey ? t(labelKey) : t(`records.types.${path}`, { defaultValue: path })}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
});
