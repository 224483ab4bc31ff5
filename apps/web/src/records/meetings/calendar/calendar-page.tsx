import IosShareOutlined from '@mui/icons-material/IosShareOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../auth/auth-context';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { lazyPart } from '../../../crud/data/lazy-part';
import { usePrefs } from '../../../store/hooks';
import { AgendaView } from './agenda-view';
import { EVENT_CATEGORIES_PATH, useEventCategories, useOccurrences } from './calendar-api';
import { fromKey, layoutByDay, monthGrid, startOfWeek, viewRange, weekDays } from './calendar-grid';
import { monthTitle, weekTitle } from './calendar-labels';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthView } from './month-view';
import { OccurrencePopover, type OpenOccurrence } from './occurrence-popover';
import { useCalendarAddress } from './use-calendar-address';
import { WeekView } from './week-view';

// The new-event form (react-hook-form, the contract's schemas, the date inputs) and the feed
// link's dialog load when first opened, not with the calendar's first screen (issue 41).
const EventDialog = lazyPart(() => import('./event-dialog').then((m) => m.EventDialog));
const FeedLinkDialog = lazyPart(() => import('./feed-link-dialog').then((m) => m.FeedLinkDialog));

/**
 * `/<type>/calendar`: the council's events, the user's meetings and deadlines, by month, by
 * the hours of a week, or as an agenda.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { locale, calendar } = usePrefs();
  const address = useCalendarAddress();
  const { view, anchor, category, kind } = address;
  const categoryQuery = useEventCategories(can(`${EVENT_CATEGORIES_PATH}:list`));
  const categories = categoryQuery.data ?? [];
  const range = useMemo(() => viewRange(view, anchor, calendar), [view, anchor, calendar]);
  const query = useOccurrences(range.start, range.end, category, kind);
  const byDay = useMemo(() => layoutByDay(query.data ?? []), [query.data]);
  const [open, setOpen] = useState<OpenOccurrence | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  // Mounted from its first opening on, for its closing animation.
  const [feedWanted, setFeedWanted] = useState(false);
  const onCreate = can('calendar-events:create') ? setCreating : undefined;
  const onOpen = (occurrence: OpenOccurrence['occurrence'], anchorEl: HTMLElement) =>
    setOpen({ occurrence, anchor: anchorEl });

  const title =
    view === 'week'
      ? weekTitle(startOfWeek(anchor), locale, calendar)
      : monthTitle(anchor, locale, calendar);
  const weeks = useMemo(() => monthGrid(anchor, calendar), [anchor, calendar]);
  const week = useMemo(() => weekDays(anchor, calendar), [anchor, calendar]);
  const agendaDays = [...byDay]
    .filter(([key]) => fromKey(key) >= range.start && fromKey(key) < range.end)
    .sort(([a], [b]) => a.localeCompare(b));
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('calendarView.title')}
        subtitle={t('calendarView.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<IosShareOutlined />}
            onClick={() => {
              setFeedOpen(true);
              setFeedWanted(true);
            }}
            data-testid="calendar-export"
          >
            {t('calendarView.feed.open')}
          </Button>
        }
      />
      <CalendarToolbar
        title={title}
        view={view}
        category={category}
        categories={categories}
        categoriesLoading={categoryQuery.isLoading}
        kind={kind}
        onKind={address.setKind}
        onShift={address.shift}
        onToday={address.today}
        onView={address.setView}
        onCategory={address.setCategory}
      />
      <ApiErrorAlert error={query.error} />
      <Paper
        variant="outlined"
        sx={{ overflow: 'hidden', position: 'relative' }}
        aria-busy={query.isFetching}
      >
        {query.isFetching && (
          <LinearProgress
            aria-label={t('common.loading')}
            sx={{ position: 'absolute', insetInline: 0, top: 0 }}
          />
        )}
        {view === 'agenda' ? (
          <AgendaView days={agendaDays} onOpen={onOpen} />
        ) : view === 'week' ? (
          <WeekView days={week} byDay={byDay} onCreate={onCreate} onOpen={onOpen} />
        ) : (
          <MonthView
            weeks={weeks}
            byDay={byDay}
            onCreate={onCreate}
            onOpen={onOpen}
            onMore={(key) => address.go('week', fromKey(key))}
          />
        )}
      </Paper>
      <CalendarLegend categories={categories} />
      <OccurrencePopover open={open} onClose={() => setOpen(null)} />
      <Suspense fallback={null}>
        {creating !== null && (
          <EventDialog day={creating} categories={categories} onClose={() => setCreating(null)} />
        )}
        {feedWanted && <FeedLinkDialog open={feedOpen} onClose={() => setFeedOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
