import { normalisePath } from '../api/session';
import { linkFiles, listedFiles } from '../listed-files';
import SCREENS_BY_PATH from './first-screens.json';

/**
 * The screens most often opened first, whose files the build names in index.html (vite.config.ts,
 * `SCREEN_PAGES` and `listAppFiles`).
 */
export type FirstScreen = 'dashboard' | 'record-list';

/**
 * Which of them the page at `pathname` shows, if one. The addresses are the menu's
 * (app/navigation.ts), written to first-screens.json by its test, which fails when they differ:
 * this runs in the page's entry, before the app and its menu have loaded.
 */
export function firstScreenAt(pathname: string): FirstScreen | undefined {
  return (SCREENS_BY_PATH as Record<string, FirstScreen | undefined>)[normalisePath(pathname)];
}

/**
 * Asks the browser for the scripts of the screen at `pathname` (beyond the app's own), beside
 * the app's: asked by the app once it has started and matched the address, they came a round
 * trip and the app's whole download later. They are fetched and compiled, not run.
 */
export function preloadFirstScreen(pathname: string, doc: Document = document): void {
  const screen = firstScreenAt(pathname);
  if (!screen) return;
  const selector = `meta[name="caffee:screen-files"][data-screen="${screen}"]`;
  linkFiles(listedFiles(selector, doc), 'modulepreload', doc);
}
