import { CALENDAR_ITEM_KINDS } from '@caffee/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SWATCHES, type Swatch } from '../../../theme/category-colors';
import type { EventCategory } from './calendar-api';
import { KIND_ICONS, swatchOf } from './occurrence-style';

function Key({
  swatch,
  label,
  icon: Icon,
}: {
  swatch: Swatch;
  label: string;
  icon?: typeof KIND_ICONS.event;
}) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 18,
          height: 18,
          borderRadius: 0.5,
          bgcolor: swatch.bg,
          color: swatch.fg,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        {Icon && <Icon sx={{ fontSize: 14 }} />}
      </Box>
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/** What the colours and icons mean: the kinds of item, then each coloured event category. */
export function CalendarLegend({ categories }: { categories: readonly EventCategory[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const coloured = categories.filter((c) => c.color);
  return (
    <Box component="section" aria-labelledby="calendar-legend-title" data-testid="calendar-legend">
      <Typography
        id="calendar-legend-title"
        variant="caption"
        color="text.secondary"
        component="h2"
      >
        {t('calendarView.legend')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
      >
        {CALENDAR_ITEM_KINDS.map((kind) => (
          <Key
            key={kind}
            swatch={swatchOf({ kind, color: null }, theme)}
            icon={KIND_ICONS[kind]}
            label={t(`calendarView.kinds.${kind}`)}
          />
        ))}
        {coloured.map((c) => (
          <Key key={c.id} swatch={CATEGORY_SWATCHES[c.color!]} label={c.name} />
        ))}
      </Stack>
    </Box>
  );
}
