import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;
/** How many matches a user picker offers at once: type more to narrow them. */
export const USER_OPTIONS_MAX = 20;

/**
 * The users-list query of every user picker: active users whose name, email or phone holds
 * `term`, by name, optionally of one type (a group's council members).
 */
export function userSearchParams(term: string, only: { type?: string; locale?: string } = {}) {
  const search = term.trim();
  return {
    ...(only.locale ? { locale: only.locale } : {}),
    pagination: { page: 1, pageSize: USER_OPTIONS_MAX },
    sorting: { name: 'asc' },
    filter: { status: 'active', ...(only.type ? { type: only.type } : {}) },
    ...(search ? { search: search.slice(0, 200) } : {}),
  };
}

/**
 * What a picker searches for once typing pauses, and whether that is what the box holds now.
 * Until it is, a picker shows "searching" rather than the older matches: a click landing on
 * a list that is being replaced under it would choose nothing, or someone else.
 */
export function useSearchTerm(text: string) {
  const term = useDebounced(text.trim());
  return { term, settled: term === text.trim() };
}

/** `value` once it has stopped changing for a moment (what a picker searches for). */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
