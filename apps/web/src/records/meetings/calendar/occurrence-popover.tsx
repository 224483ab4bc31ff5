import type { Occurrence } from '@caffee/contract';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../auth/auth-context';
import { formatDate, formatTime } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { KIND_ICONS, swatchOf } from './occurrence-style';

export interface OpenOccurrence {
  occurrence: Occurrence;
  anchor: HTMLElement;
}

/** When an occurrence is, from its start to its end, in the user's calendar. */
export function useOccurrenceTime() {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  return (o: Occurrence) => {
    if (o.allDay) {
      // An all-day item's days are dates: read at UTC, where `YYYY-MM-DD` is midnight.
      const day = (iso: string) =>
        formatDate(iso.slice(0, 10), locale, calendar, { dateStyle: 'long', timeZone: 'UTC' });
      const [first, last] = [day(o.startsAt), day(o.endsAt)];
      return `${first === last ? first : `${first} – ${last}`} · ${t('calendarView.allDay')}`;
    }
    const day = formatDate(o.startsAt, locale, calendar);
    if (o.startsAt === o.endsAt) return `${day}, ${formatTime(o.startsAt, locale)}`;
    const lastDay = formatDate(o.endsAt, locale, calendar);
    // A meeting over several days says both of them.
    return lastDay === day
      ? `${day}, ${formatTime(o.startsAt, locale)}–${formatTime(o.endsAt, locale)}`
      : `${day}, ${formatTime(o.startsAt, locale)} – ${lastDay}, ${formatTime(o.endsAt, locale)}`;
  };
}

/** An item's kind, title, time and place, with a link to the record it is of. */
export function OccurrencePopover({
  open,
  onClose,
}: {
  open: OpenOccurrence | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const when = useOccurrenceTime();
  const theme = useTheme();
  const o = open?.occurrence;
  const Icon = o ? KIND_ICONS[o.kind] : null;
  return (
    <Popover
      open={Boolean(open)}
      anchorEl={open?.anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: { sx: { p: 2, maxWidth: 340 }, 'data-testid': 'occurrence-popover' } as object,
      }}
    >
      {o && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {Icon && (
              <Box
                aria-hidden
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: 0.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: swatchOf(o, theme).bg,
                  color: swatchOf(o, theme).fg,
                }}
              >
                <Icon sx={{ fontSize: 16 }} />
              </Box>
            )}
            <Typography variant="overline" color="text.secondary" data-testid="occurrence-kind">
              {t(`calendarView.kinds.${o.kind}`)}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
              {o.title}
            </Typography>
            <IconButton size="small" onClick={onClose} aria-label={t('calendarView.close')}>
              <CloseOutlined fontSize="small" />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScheduleOutlined fontSize="small" color="action" />
            <Typography variant="body2">
              {o.kind === 'deadline' ? t('calendarView.dueAt', { when: when(o) }) : when(o)}
            </Typography>
          </Stack>
          {o.location && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceOutlined fontSize="small" color="action" />
              <Typography variant="body2">{o.location}</Typography>
            </Stack>
          )}
          <Button
            component={RouterLink}
            to={`/${user.type}/${o.path}/${o.recordId}`}
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            data-testid="occurrence-open"
          >
            {t(`calendarView.open.${o.path}`)}
          </Button>
        </Stack>
      )}
    </Popover>
  );
}
