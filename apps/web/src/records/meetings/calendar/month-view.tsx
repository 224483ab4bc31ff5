import type { Occurrence } from '@caffee/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dayKey, layoutRow, type GridDay } from './calendar-grid';
import { WEEKDAYS } from './calendar-labels';
import { DayCell, type DayCellProps } from './day-cell';

interface MonthViewProps extends Pick<DayCellProps, 'onCreate' | 'onOpen' | 'onMore'> {
  weeks: readonly (readonly GridDay[])[];
  byDay: ReadonlyMap<string, Occurrence[]>;
}

/** The weekday names over the columns of a grid, Monday first. */
export function WeekdayHeads() {
  const { t } = useTranslation();
  return WEEKDAYS.map((day) => (
    <Typography
      key={day}
      variant="caption"
      color="text.secondary"
      sx={{ p: 0.5, borderInlineStart: 1, borderColor: 'divider', textAlign: 'center' }}
      noWrap
    >
      {t(`calendarView.weekdays.${day}`)}
    </Typography>
  ));
}

/** The month as a grid of days, Monday first; spans run across the days they cover. */
export function MonthView({ weeks, byDay, ...handlers }: MonthViewProps) {
  const today = dayKey(new Date());
  const rows = useMemo(
    () =>
      weeks.map((week) =>
        layoutRow(
          week.map((d) => d.key),
          byDay,
        ),
      ),
    [weeks, byDay],
  );
  return (
    <Box
      data-testid="calendar-month"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        borderInlineEnd: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <WeekdayHeads />
      {weeks.flatMap((week, i) =>
        week.map((day) => (
          <DayCell
            key={day.key}
            day={day}
            slots={rows[i]!.get(day.key)!}
            limit={3}
            minHeight={96}
            today={day.key === today}
            {...handlers}
          />
        )),
      )}
    </Box>
  );
}
