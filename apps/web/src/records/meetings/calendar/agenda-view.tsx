import type { Occurrence } from '@caffee/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { fromKey } from './calendar-grid';
import { KIND_ICONS, occurrenceKey, swatchOf } from './occurrence-style';

interface AgendaViewProps {
  /** The days of the range in order, each with its occurrences. */
  days: readonly [string, Occurrence[]][];
  onOpen: (occurrence: Occurrence, anchor: HTMLElement) => void;
}

/** An item's kind by its icon on its colour. */
function KindMark({ occurrence }: { occurrence: Occurrence }) {
  const theme = useTheme();
  const swatch = swatchOf(occurrence, theme);
  const Icon = KIND_ICONS[occurrence.kind];
  return (
    <Box
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        borderRadius: 0.5,
        bgcolor: swatch.bg,
        color: swatch.fg,
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        marginInlineEnd: 1.5,
      }}
    >
      <Icon sx={{ fontSize: 16 }} />
    </Box>
  );
}

/** The range's items as a list grouped by day. */
export function AgendaView({ days, onOpen }: AgendaViewProps) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  if (days.length === 0) {
    return (
      <Typography
        color="text.secondary"
        sx={{ p: 4, textAlign: 'center' }}
        data-testid="calendar-empty"
      >
        {t('calendarView.empty')}
      </Typography>
    );
  }
  return (
    <List data-testid="calendar-agenda" sx={{ py: 0 }}>
      {days.map(([key, occurrences]) => (
        <li key={key} data-testid={`agenda-day-${key}`}>
          <List sx={{ py: 0 }}>
            <ListSubheader sx={{ bgcolor: 'action.hover', lineHeight: 2.5 }}>
              {formatDate(fromKey(key), locale, calendar, { dateStyle: 'full' })}
            </ListSubheader>
            {occurrences.map((o) => (
              <ListItem key={occurrenceKey(o)} disablePadding>
                <ListItemButton
                  onClick={(event) => onOpen(o, event.currentTarget)}
                  data-testid="agenda-item"
                  data-kind={o.kind}
                >
                  <KindMark occurrence={o} />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ width: 96, flexShrink: 0 }}
                  >
                    {o.allDay
                      ? t('calendarView.allDay')
                      : o.startsAt === o.endsAt
                        ? formatTime(o.startsAt, locale)
                        : `${formatTime(o.startsAt, locale)}–${formatTime(o.endsAt, locale)}`}
                  </Typography>
                  <ListItemText
                    primary={o.title}
                    secondary={[t(`calendarView.kinds.${o.kind}`), o.location]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </li>
      ))}
    </List>
  );
}
