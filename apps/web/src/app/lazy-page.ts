import type { Locale } from '@caffee/contract';
import type { ComponentType } from 'react';
import { retryableLazy } from '../components/retryable-lazy';
import type { FirstScreen } from './first-screens';

/** The API addresses of the data a page's first screen shows, at an address (its search). */
export type FirstData = (search: URLSearchParams, locale: Locale) => string[];

/** A page loaded on demand that can also be asked for ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Starts loading the page's files (once, until it fails); rendering it later uses the same load. */
  preload: () => Promise<unknown>;
  /**
   * The addresses of the data its first screen shows that follow from the page's address and
   * language alone: the app's start asks for them with the page's files, and the page's entry
   * already for a first screen's plain address (app/first-screens.json).
   */
  firstData?: FirstData;
  /**
   * The first screen whose files index.html lists that the page is (app/first-screens.ts);
   * data it shows that follows from a stored choice is asked for with it
   * (app/stored-choice-data.ts).
   */
  screen?: FirstScreen;
};

/**
 * A page loaded on demand (`retryableLazy`: a failed load is asked for again by the layout's
 * "Try again") with a `preload`: the app asks for the page of the address it opens on while
 * the session is still being checked, instead of after the layout has rendered; and, with
 * `firstData` and its `screen`, for the data its first screen shows.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  options: Pick<LazyPage, 'firstData' | 'screen'> = {},
): LazyPage {
  const { Component, preload } = retryableLazy(load);
  return Object.assign(Component, { preload, ...options });
}
