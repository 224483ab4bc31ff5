import type { Occurrence } from '@caffee/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../../../store/hooks';
import type { Segment } from './calendar-grid';
import { formatTime } from '../../../i18n/format-date';
import { KIND_ICONS, swatchOf } from './occurrence-style';

/** How far a span's piece reaches over its cell's padding and border to meet the next. */
const REACH_PX = 5;

interface OccurrenceChipProps {
  occurrence: Occurrence;
  /** The day it is drawn on (`YYYY-MM-DD`), for its test id. */
  day: string;
  /** A piece of a span; a chip of one day has none. */
  segment?: Omit<Segment<Occurrence>, 'item'>;
  onOpen: (occurrence: Occurrence, anchor: HTMLElement) => void;
}

/**
 * An item in a day of the month grid or the week's all-day row, in its category's or kind's
 * colour with its kind's icon. A span's pieces join across days: square where it goes on,
 * round where it starts and ends, titled where it starts and where it enters a row.
 */
export function OccurrenceChip({ occurrence: o, day, segment, onOpen }: OccurrenceChipProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { locale } = usePrefs();
  const swatch = swatchOf(o, theme);
  const Icon = KIND_ICONS[o.kind];
  const start = segment?.start ?? true;
  const end = segment?.end ?? true;
  const titled = segment?.lead ?? true;
  const radius = '4px';
  const timed = !o.allDay && start;
  return (
    <ButtonBase
      onClick={(event) => onOpen(o, event.currentTarget)}
      data-testid={`occurrence-${o.path}-${o.recordId}-${day}`}
      data-span={segment ? `${start ? 'start' : 'continue'}${end ? '-end' : ''}` : 'single'}
      aria-label={segment && !titled ? `${o.title} (${t('calendarView.continues')})` : undefined}
      sx={{
        display: 'flex',
        justifyContent: 'flex-start',
        alignItems: 'center',
        gap: 0.25,
        position: 'relative',
        zIndex: segment ? 1 : 'auto',
        mt: 0.25,
        px: 0.5,
        minHeight: 20,
        // A button is as wide as its text unless told: as wide as the day, and a span's
        // pieces reach over the padding and border between days to meet.
        width: `calc(100% + ${start ? 0 : REACH_PX}px + ${end ? 0 : REACH_PX}px)`,
        marginInlineStart: start ? 0 : `-${REACH_PX}px`,
        marginInlineEnd: end ? 0 : `-${REACH_PX}px`,
        borderStartStartRadius: start ? radius : 0,
        borderEndStartRadius: start ? radius : 0,
        borderStartEndRadius: end ? radius : 0,
        borderEndEndRadius: end ? radius : 0,
        bgcolor: swatch.bg,
        color: swatch.fg,
        textAlign: 'start',
        overflow: 'hidden',
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {titled && (
        <>
          <Icon sx={{ fontSize: 14, flexShrink: 0, display: { xs: 'none', sm: 'block' } }} />
          <Typography variant="caption" noWrap component="span" sx={{ minWidth: 0 }}>
            {timed && (
              // On a phone the narrow cell keeps the title; the popover gives the time.
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {`${formatTime(o.startsAt, locale)} `}
              </Box>
            )}
            {o.title}
          </Typography>
        </>
      )}
    </ButtonBase>
  );
}
