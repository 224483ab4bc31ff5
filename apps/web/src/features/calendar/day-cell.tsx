import type { Occurrence } from '@caffee/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format-date';
import { usePrefs } from '../../store/hooks';
import type { GridDay } from './calendar-grid';
import { formatTime } from './calendar-labels';

export interface DayCellProps {
  day: GridDay;
  occurrences: readonly Occurrence[];
  /** How many occurrences to list before "+N more". */
  limit: number;
  today: boolean;
  minHeight: number;
  onCreate?: (key: string) => void;
  onOpen: (occurrence: Occurrence, anchor: HTMLElement) => void;
  onMore: (key: string) => void;
}

/** One day of the month or week grid: its number, its occurrences, a click to add one. */
export function DayCell(props: DayCellProps) {
  const { day, occurrences, limit, today, minHeight, onCreate, onOpen, onMore } = props;
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const label = formatDate(day.date, locale, calendar, { dateStyle: 'full' });
  const shown = occurrences.slice(0, limit);
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
          color: today ? 'primary.contrastText' : day.inMonth ? 'text.primary' : 'text.secondary',
          bgcolor: today ? 'primary.main' : 'transparent',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          '&.Mui-disabled': { color: today ? 'primary.contrastText' : 'text.secondary' },
        }}
      >
        {day.day}
      </ButtonBase>
      {shown.map((o) => (
        <ButtonBase
          key={`${o.eventId}-${o.startsAt}`}
          onClick={(event) => onOpen(o, event.currentTarget)}
          data-testid={`occurrence-${o.eventId}-${day.key}`}
          sx={{
            display: 'block',
            width: '100%',
            mt: 0.25,
            px: 0.5,
            borderRadius: 0.5,
            textAlign: 'start',
            bgcolor: o.allDay ? 'primary.main' : 'action.selected',
            color: o.allDay ? 'primary.contrastText' : 'text.primary',
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Typography variant="caption" noWrap component="span" sx={{ display: 'block' }}>
            {!o.allDay && (
              // On a phone the narrow cell keeps the title; the popover gives the time.
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {`${formatTime(o.startsAt, locale)} `}
              </Box>
            )}
            {o.title}
          </Typography>
        </ButtonBase>
      ))}
      {occurrences.length > limit && (
        <ButtonBase
          onClick={() => onMore(day.key)}
          sx={{ typography: 'caption', color: 'primary.main', px: 0.5 }}
          data-testid={`calendar-more-${day.key}`}
        >
          {t('calendarView.more', { count: occurrences.length - limit })}
        </ButtonBase>
      )}
    </Box>
  );
}
