import type { Occurrence } from '@caffee/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dayKey, type GridDay } from './calendar-grid';
import { WEEKDAYS } from './calendar-labels';
import { DayCell, type DayCellProps } from './day-cell';

interface MonthViewProps extends Pick<DayCellProps, 'onCreate' | 'onOpen' | 'onMore'> {
  weeks: readonly (readonly GridDay[])[];
  byDay: ReadonlyMap<string, Occurrence[]>;
  /** The week view lists every occurrence in taller cells. */
  compact: boolean;
}

/** The month (or one week) as a grid of days, Monday first. */
export function MonthView({ weeks, byDay, compact, ...handlers }: MonthViewProps) {
  const { t } = useTranslation();
  const today = dayKey(new Date());
  return (
    <Box
      data-testid={compact ? 'calendar-month' : 'calendar-week'}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        borderInlineEnd: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {WEEKDAYS.map((day) => (
        <Typography
          key={day}
          variant="caption"
          color="text.secondary"
          sx={{ p: 0.5, borderInlineStart: 1, borderColor: 'divider', textAlign: 'center' }}
          noWrap
        >
          {t(`calendarView.weekdays.${day}`)}
        </Typography>
      ))}
      {weeks.flat().map((day) => (
        <DayCell
          key={day.key}
          day={day}
          occurrences={byDay.get(day.key) ?? []}
          limit={compact ? 3 : 50}
          minHeight={compact ? 96 : 240}
          today={day.key === today}
          {...handlers}
        />
      ))}
    </Box>
  );
}
