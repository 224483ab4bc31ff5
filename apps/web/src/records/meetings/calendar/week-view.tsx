import type { Occurrence } from '@caffee/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import { dayKey, layoutRow, spansDays, type GridDay } from './calendar-grid';
import { DayNumber, SpanLanes } from './day-cell';
import { WEEKDAYS } from './calendar-labels';
import { OccurrenceChip } from './occurrence-chip';
import { KIND_ICONS, occurrenceKey, swatchOf } from './occurrence-style';
import { placeInDay, type Placed } from './week-hours';

const HOUR_PX = 48;
/** A timed item's icon; a phone's narrow column keeps the title instead. */
const ICON = {
  fontSize: 12,
  verticalAlign: '-2px',
  marginInlineEnd: 0.25,
  display: { xs: 'none', sm: 'inline-block' },
} as const;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** The hour the grid opens scrolled to: the working day, not midnight. */
const FIRST_SHOWN_HOUR = 7;
const GUTTER = { xs: '40px', sm: '56px' };
const columns = { xs: `40px repeat(7, minmax(0, 1fr))`, sm: `56px repeat(7, minmax(0, 1fr))` };

interface WeekViewProps {
  days: readonly GridDay[];
  byDay: ReadonlyMap<string, Occurrence[]>;
  onCreate?: ((key: string) => void) | undefined;
  onOpen: (occurrence: Occurrence, anchor: HTMLElement) => void;
}

/** Whether an item goes in the row above the hours: all day, or across several days. */
const onTop = (o: Occurrence) => o.allDay || spansDays(o);

/** One timed item in its day's column, as tall as it lasts. */
function TimedItem({
  placed,
  day,
  onOpen,
}: {
  placed: Placed<Occurrence>;
  day: string;
  onOpen: WeekViewProps['onOpen'];
}) {
  const theme = useTheme();
  const { locale } = usePrefs();
  const { item: o, top, bottom, column, columns: shared } = placed;
  const swatch = swatchOf(o, theme);
  const Icon = KIND_ICONS[o.kind];
  const short = bottom - top < 50;
  const time =
    o.startsAt === o.endsAt
      ? formatTime(o.startsAt, locale)
      : `${formatTime(o.startsAt, locale)}–${formatTime(o.endsAt, locale)}`;
  return (
    <ButtonBase
      onClick={(event) => onOpen(o, event.currentTarget)}
      data-testid={`occurrence-${o.path}-${o.recordId}-${day}`}
      data-top={Math.round(top)}
      sx={{
        position: 'absolute',
        top: (top / 60) * HOUR_PX,
        height: Math.max(((bottom - top) / 60) * HOUR_PX - 2, 18),
        insetInlineStart: `calc(${(column / shared) * 100}% + 1px)`,
        width: `calc(${100 / shared}% - 3px)`,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        px: 0.5,
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: swatch.bg,
        color: swatch.fg,
        textAlign: 'start',
        borderInlineStart: o.kind === 'deadline' ? '3px solid #c62828' : 'none',
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {short ? (
        // Too short for two lines (a deadline is an instant): the time before the title.
        <Typography variant="caption" noWrap component="span" sx={{ lineHeight: 1.5 }}>
          <Icon sx={ICON} />
          {`${formatTime(o.startsAt, locale)} `}
          <Box component="span" sx={{ fontWeight: 600 }}>
            {o.title}
          </Box>
        </Typography>
      ) : (
        <>
          <Typography variant="caption" noWrap component="span" sx={{ fontWeight: 600 }}>
            <Icon sx={ICON} />
            {o.title}
          </Typography>
          <Typography variant="caption" noWrap component="span" sx={{ opacity: 0.9 }}>
            {time}
          </Typography>
        </>
      )}
    </ButtonBase>
  );
}

/**
 * The week by the hour: a head with the days, a row of all-day items and spans across the
 * days they cover, and the hours of each day with its timed items placed by their time.
 */
export function WeekView({ days, byDay, onCreate, onOpen }: WeekViewProps) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const scroller = useRef<HTMLDivElement>(null);
  const today = dayKey(new Date());
  const keys = useMemo(() => days.map((d) => d.key), [days]);
  const top = useMemo(() => {
    const kept = new Map(keys.map((key) => [key, (byDay.get(key) ?? []).filter(onTop)]));
    return layoutRow(keys, kept);
  }, [keys, byDay]);
  const timed = useMemo(
    () =>
      new Map(
        keys.map((key) => [
          key,
          placeInDay(
            key,
            (byDay.get(key) ?? []).filter((o) => !onTop(o)),
          ),
        ]),
      ),
    [keys, byDay],
  );
  // The grid opens on the working day, or earlier where the week has an earlier item.
  const firstMinute = Math.min(
    FIRST_SHOWN_HOUR * 60,
    ...[...timed.values()].flatMap((placed) => placed.map((p) => p.top)),
  );
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = Math.floor(firstMinute / 60) * HOUR_PX;
  }, [firstMinute]);
  const border = { borderInlineStart: 1, borderColor: 'divider' } as const;

  return (
    <Box
      data-testid="calendar-week"
      sx={{ borderInlineEnd: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: columns }}>
        <Box sx={border} />
        {days.map((day, i) => {
          const label = formatDate(day.date, locale, calendar, { dateStyle: 'full' });
          return (
            <Box key={day.key} sx={{ ...border, p: 0.5, textAlign: 'center', minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {t(`calendarView.weekdays.${WEEKDAYS[i]!}`)}
              </Typography>
              <DayNumber
                day={day}
                today={day.key === today}
                muted={false}
                label={label}
                onCreate={onCreate}
              />
            </Box>
          );
        })}
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ ...border, borderTop: 1, borderColor: 'divider', p: 0.5, overflowWrap: 'anywhere' }}
          data-testid="calendar-all-day-row"
        >
          {t('calendarView.allDay')}
        </Typography>
        {days.map((day) => {
          const slots = top.get(day.key)!;
          return (
            <Box
              key={day.key}
              data-testid={`calendar-day-${day.key}`}
              sx={{
                ...border,
                borderTop: 1,
                borderColor: 'divider',
                p: 0.5,
                pt: 0.25,
                minWidth: 0,
                minHeight: 28,
              }}
            >
              <SpanLanes slots={slots} day={day.key} onOpen={onOpen} />
              {slots.singles.map((o) => (
                <OccurrenceChip
                  key={occurrenceKey(o)}
                  occurrence={o}
                  day={day.key}
                  onOpen={onOpen}
                />
              ))}
            </Box>
          );
        })}
      </Box>
      <Box
        ref={scroller}
        data-testid="calendar-hours"
        sx={{
          maxHeight: { xs: 480, md: 600 },
          overflowY: 'auto',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: columns, position: 'relative' }}>
          <Box sx={{ width: GUTTER }}>
            {HOURS.map((hour) => (
              <Typography
                key={hour}
                variant="caption"
                color="text.secondary"
                component="div"
                data-testid={`calendar-hour-${hour}`}
                sx={{ height: HOUR_PX, px: 0.5, textAlign: 'end', lineHeight: 1, pt: 0.25 }}
              >
                {hour === 0 ? '' : formatTime(new Date(2026, 0, 1, hour), locale)}
              </Typography>
            ))}
          </Box>
          {days.map((day) => (
            <Box
              key={day.key}
              data-testid={`calendar-hours-${day.key}`}
              onClick={(event) => {
                if (onCreate && event.target === event.currentTarget) onCreate(day.key);
              }}
              sx={{
                ...border,
                position: 'relative',
                minWidth: 0,
                height: 24 * HOUR_PX,
                cursor: onCreate ? 'pointer' : 'default',
                bgcolor: day.key === today ? 'action.hover' : 'transparent',
                // The hour lines.
                backgroundImage: (theme) =>
                  `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, ${theme.palette.divider} ${HOUR_PX - 1}px, ${theme.palette.divider} ${HOUR_PX}px)`,
              }}
            >
              {timed.get(day.key)!.map((placed) => (
                <TimedItem
                  key={occurrenceKey(placed.item)}
                  placed={placed}
                  day={day.key}
                  onOpen={onOpen}
                />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
