import type { Locale } from '@caffee/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FirstScreen } from './first-screens';

/** Asks for the data a page's first screen shows, at an address (its search part). */
export type Prefetch = (search: URLSearchParams, locale: Locale) => void;

/** A page loaded on demand that can also be asked for ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's files (once); rendering it later uses the same load. */
  preload: () => Promise<unknown>;
  prefetch?: Prefetch;
  /** The first screen whose files index.html lists that the page is (app/first-screens.ts). */
  screen?: FirstScreen;
};

/**
 * `React.lazy` with a `preload`: the app asks for the page of the address it opens on while
 * the session is still being checked, instead of after the layout has rendered; and, with a
 * `prefetch`, for the data its first screen shows.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  options: Pick<LazyPage, 'prefetch' | 'screen'> = {},
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once, ...options });
}
