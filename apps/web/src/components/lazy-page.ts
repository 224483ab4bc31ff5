import type { Locale } from '@caffee/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { retryableLazy } from './retryable-lazy';

/**
 * How long an answer a page asked for ahead stays fresh (the `staleTime` of the queries a
 * `Prefetch` makes): the page mounts a moment later and shows it, where a stale answer was
 * asked for again on mount (every first screen's data went out twice, issue 41). Writes
 * invalidate what they change, so this delays nobody's own changes.
 */
export const PREFETCHED_FRESH_MS = 10_000;

/** Asks for the data a page's first screen shows at an address, into the query cache. */
export type Prefetch = (client: QueryClient, search: URLSearchParams, locale: Locale) => void;

/** A page loaded on demand that can also be asked for ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Starts loading the page's files (once, until it fails); rendering it later uses the same load. */
  preload: () => Promise<unknown>;
  /** Its first screen's data, with the same queries the page makes (React Query's prefetch). */
  prefetch?: Prefetch;
};

/**
 * A page loaded on demand (`retryableLazy`: a failed load is asked for again by the layout's
 * "Try again") with a `preload`: the app asks for the page of the address it opens on, and
 * its data (`prefetch`), while the session is still being checked, instead of after the
 * layout and the page have rendered.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: Prefetch,
): LazyPage {
  const { Component, preload } = retryableLazy(load);
  return Object.assign(Component, { preload, prefetch });
}
