import { fetchEarly } from '../api/early-queries';
import { normalisePath } from '@caffee/contract';
import { linkFiles, listedFiles } from '../listed-files';
import { fetchStoredChoiceData } from './stored-choice-data';
import SCREENS_BY_PATH from './first-screens.json';

/**
 * The screens most often opened first, whose files the build names in index.html (vite.config.ts,
 * `SCREEN_PAGES` and `listAppFiles`).
 */
export type FirstScreen = 'dashboard' | 'record-list';

/** The first screen an address shows, and the API addresses of its data at that address. */
export interface FirstScreenAt {
  screen: FirstScreen;
  /** With `LOCALE_SLOT` (URL-encoded) where the reader's language goes. */
  data: string[];
}

/** Stands for the language in first-screens.json's data addresses. */
export const LOCALE_SLOT = '{locale}';
const ENCODED_SLOT = encodeURIComponent(LOCALE_SLOT);

/**
 * The first screen the page at `pathname` shows, if one. The addresses are the menu's
 * (app/navigation.ts) and the data its pages' (`LazyPage.firstData`), written to
 * first-screens.json by its test, which fails when they differ: this runs in the page's entry,
 * before the app and its menu have loaded.
 */
export function firstScreenAt(pathname: string): FirstScreenAt | undefined {
  return (SCREENS_BY_PATH as Record<string, FirstScreenAt | undefined>)[normalisePath(pathname)];
}

/** A data address of first-screens.json in `locale`. */
export const inLocale = (url: string, locale: string) => url.replaceAll(ENCODED_SLOT, locale);

/**
 * Asks for the screen at an address beside the app's files: its scripts (beyond the app's own;
 * fetched and compiled, not run) and, at a plain address (no filter, the first page), its
 * data. Asked by the app once it has started and matched the address, they came a round trip
 * and the app's whole download later; the app takes the early answers (`takeEarly`) and asks
 * itself for what the address adds.
 */
export function preloadFirstScreen(
  location: { pathname: string; search: string },
  locale: string,
  doc: Document = document,
): void {
  const first = firstScreenAt(location.pathname);
  if (!first) return;
  const selector = `meta[name="caffee:screen-files"][data-screen="${first.screen}"]`;
  linkFiles(listedFiles(selector, doc), 'modulepreload', doc);
  // With a search (a filter, another page) the address's data is the app's to ask for.
  if (location.search === '') {
    for (const url of first.data) fetchEarly(inLocale(url, locale), locale);
  }
  fetchStoredChoiceData(first.screen, locale);
}
