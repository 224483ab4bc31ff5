import { useCallback, useMemo, useRef } from 'react';
import { CALENDAR_ITEM_KINDS, type CalendarItemKind } from '@caffee/contract';
import { useSearchParams } from 'react-router';
import { usePrefs } from '../../../store/hooks';
import { dayKey, fromKey, shiftView, type CalendarView } from './calendar-grid';

const VIEW_VALUES: readonly CalendarView[] = ['month', 'week', 'agenda'];
const isDay = (v: string | null): v is string =>
  Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(fromKey(v).getTime()));

/** What an address says: the view, the day shown and the filters, with their defaults. */
function readAddress(params: URLSearchParams) {
  const rawView = params.get('view') as CalendarView | null;
  const rawDate = params.get('date');
  const rawCategory = params.get('category') ?? '';
  const rawKind = params.get('kind');
  return {
    view: rawView && VIEW_VALUES.includes(rawView) ? rawView : ('month' as CalendarView),
    dateKey: isDay(rawDate) ? rawDate : dayKey(new Date()),
    category: /^\d+$/.test(rawCategory) ? rawCategory : '',
    kind: (CALENDAR_ITEM_KINDS.find((k) => k === rawKind) ?? '') as CalendarItemKind | '',
  };
}

type Changes = Record<string, string | null>;

/** The view, the day shown and the filters, kept in the address (`?view=&date=&category=&kind=`). */
export function useCalendarAddress() {
  const [params, setParams] = useSearchParams();
  const { calendar } = usePrefs();
  const { view, dateKey, category, kind } = readAddress(params);
  const anchor = useMemo(() => fromKey(dateKey), [dateKey]);

  // React Router renders a navigation as a transition: on a busy phone a second press of
  // "next" can come before the first one's month shows, while `params` still holds the old
  // address. Each change therefore builds on the last address asked for while the one shown
  // is on its way there (one of those asked), else on the one shown (a link, the back button).
  const asked = useRef<string[]>([]);
  const update = useCallback(
    (changesFor: (current: URLSearchParams) => Changes) => {
      const shown = params.toString();
      const trail = asked.current;
      const last = trail.at(-1);
      const from = last !== undefined && last !== shown && trail.includes(shown) ? last : shown;
      if (from === shown) asked.current = [shown];
      const next = new URLSearchParams(from);
      for (const [key, value] of Object.entries(changesFor(new URLSearchParams(from)))) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      asked.current.push(next.toString());
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const set = (changes: Changes) => update(() => changes);
  return {
    view,
    anchor,
    category,
    /** One kind of item only (events, meetings, deadlines); '' for all. */
    kind,
    go: (nextView: CalendarView, date: Date) => set({ view: nextView, date: dayKey(date) }),
    shift: (delta: number) =>
      update((current) => {
        const address = readAddress(current);
        const from = fromKey(address.dateKey);
        return { date: dayKey(shiftView(address.view, from, calendar, delta)) };
      }),
    today: () => set({ date: null }),
    setView: (next: CalendarView) => set({ view: next === 'month' ? null : next }),
    // A category is one of events: choosing one shows events only.
    setCategory: (id: string) => set({ category: id || null, ...(id ? { kind: null } : {}) }),
    setKind: (next: string) => set({ kind: next || null, ...(next ? { category: null } : {}) }),
  };
}
