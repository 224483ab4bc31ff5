import type { DisplayPrefs } from '../store/prefs';

/**
 * Mirrors the preferences onto the document: `lang`, `dir`, and `data-mode`/`data-preset`
 * for tests and CSS. The app and the light sign-in page both call it.
 */
export function applyDocumentPrefs(
  prefs: DisplayPrefs,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = prefs.locale;
  root.dir = prefs.rtlLayout ? 'rtl' : 'ltr';
  root.dataset.mode = prefs.navType;
  root.dataset.preset = prefs.presetColor;
}
