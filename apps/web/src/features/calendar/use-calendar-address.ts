import { useCallback, useMemo } from 'react';
import { CALENDAR_ITEM_KINDS, type CalendarItemKind } from '@caffee/contract';
import { useSearchParams } from 'react-router';
import { usePrefs } from '../../store/hooks';
import { dayKey, fromKey, shiftView, type CalendarView } from './calendar-grid';

const VIEW_VALUES: readonly CalendarView[] = ['month', 'week', 'agenda'];
const isDay = (v: string | null): v is string =>
  Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(fromKey(v).getTime()));

/** The view, the day shown and the filters, kept in the address (`?view=&date=&category=&kind=`). */
export function useCalendarAddress() {
  const [params, setParams] = useSearchParams();
  const { calendar } = usePrefs();
  const rawView = params.get('view') as CalendarView | null;
  const view: CalendarView = rawView && VIEW_VALUES.includes(rawView) ? rawView : 'month';
  const rawDate = params.get('date');
  const dateKey = isDay(rawDate) ? rawDate : dayKey(new Date());
  const anchor = useMemo(() => fromKey(dateKey), [dateKey]);
  const rawCategory = params.get('category') ?? '';
  const category = /^\d+$/.test(rawCategory) ? rawCategory : '';
  const rawKind = params.get('kind');
  const kind = CALENDAR_ITEM_KINDS.find((k) => k === rawKind) ?? '';

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    view,
    anchor,
    category,
    /** One kind of item only (events, meetings, deadlines); '' for all. */
    kind: kind as CalendarItemKind | '',
    go: (nextView: CalendarView, date: Date) => update({ view: nextView, date: dayKey(date) }),
    shift: (delta: number) => update({ date: dayKey(shiftView(view, anchor, calendar, delta)) }),
    today: () => update({ date: null }),
    setView: (next: CalendarView) => update({ view: next === 'month' ? null : next }),
    // A category is one of events: choosing one shows events only.
    setCategory: (id: string) => update({ category: id || null, ...(id ? { kind: null } : {}) }),
    setKind: (next: string) => update({ kind: next || null, ...(next ? { category: null } : {}) }),
  };
}
