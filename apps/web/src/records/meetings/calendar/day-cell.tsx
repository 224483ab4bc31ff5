import type { Occurrence } from '@caffee/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date';
import { usePrefs } from '../../../store/hooks';
import type { DaySlots, GridDay } from './calendar-grid';
import { OccurrenceChip } from './occurrence-chip';
import { occurrenceKey } from './occurrence-style';

export interface DayCellProps {
  day: GridDay;
  /** The day's spans in their lanes, and its other items. */
  slots: DaySlots<Occurrence>;
  /** How many items to show (spans first, all of them) before "+N more". */
  limit: number;
  today: boolean;
  minHeight: number;
  onCreate?: (key: string) => void;
  onOpen: (occurrence: Occurrence, anchor: HTMLElement) => void;
  onMore: (key: string) => void;
}

/** A day's number, a button that adds an item on that day where the reader may. */
export function DayNumber(props: {
  day: Pick<GridDay, 'key' | 'day'>;
  today: boolean;
  /** A day outside the month shown. */
  muted: boolean;
  /** The day in full, in the reader's language and calendar. */
  label: string;
  onCreate?: ((key: string) => void) | undefined;
}) {
  const { day, today, muted, label, onCreate } = props;
  const { t } = useTranslation();
  const color = today ? 'primary.contrastText' : muted ? 'text.secondary' : 'text.primary';
  return (
    <ButtonBase
      disabled={!onCreate}
      onClick={() => onCreate?.(day.key)}
      aria-label={onCreate ? t('calendarView.addOn', { date: label }) : label}
      data-testid={`calendar-add-${day.key}`}
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        typography: 'body2',
        fontWeight: today ? 700 : 400,
        color,
        bgcolor: today ? 'primary.main' : 'transparent',
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        '&.Mui-disabled': { color },
      }}
    >
      {day.day}
    </ButtonBase>
  );
}

/** A day's part of the spans across it, each in its lane so they line up from day to day. */
export function SpanLanes(props: {
  slots: DaySlots<Occurrence>;
  day: string;
  onOpen: (occurrence: Occurrence, anchor: HTMLElement) => void;
}) {
  const { slots, day, onOpen } = props;
  return slots.lanes.map((segment, lane) =>
    segment ? (
      <OccurrenceChip
        key={occurrenceKey(segment.item)}
        occurrence={segment.item}
        day={day}
        segment={segment}
        onOpen={onOpen}
      />
    ) : (
      // A lane a span takes on other days of the row: kept, so the spans line up.
      <Box key={`free-${lane}`} aria-hidden sx={{ mt: 0.25, minHeight: 20 }} />
    ),
  );
}

/** One day of the month grid: its number, its items, a click to add one. */
export function DayCell(props: DayCellProps) {
  const { day, slots, limit, today, minHeight, onCreate, onOpen, onMore } = props;
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const label = formatDate(day.date, locale, calendar, { dateStyle: 'full' });
  const shown = slots.singles.slice(0, Math.max(0, limit - slots.lanes.length));
  const hidden = slots.singles.length - shown.length;
  const onCell = (event: MouseEvent) => {
    if (onCreate && event.target === event.currentTarget) onCreate(day.key);
  };
  return (
    <Box
      data-testid={`calendar-day-${day.key}`}
      onClick={onCell}
      sx={{
        minHeight,
        minWidth: 0,
        p: 0.5,
        borderTop: 1,
        borderInlineStart: 1,
        borderColor: 'divider',
        bgcolor: day.inMonth ? 'background.paper' : 'action.hover',
        cursor: onCreate ? 'pointer' : 'default',
      }}
    >
      <DayNumber day={day} today={today} muted={!day.inMonth} label={label} onCreate={onCreate} />
      <SpanLanes slots={slots} day={day.key} onOpen={onOpen} />
      {shown.map((o) => (
        <OccurrenceChip key={occurrenceKey(o)} occurrence={o} day={day.key} onOpen={onOpen} />
      ))}
      {hidden > 0 && (
        <ButtonBase
          onClick={() => onMore(day.key)}
          sx={{ typography: 'caption', color: 'primary.main', px: 0.5 }}
          data-testid={`calendar-more-${day.key}`}
        >
          {t('calendarView.more', { count: hidden })}
        </ButtonBase>
      )}
    </Box>
  );
}
