import { APP_FILES, linkFiles, listedFiles } from '../listed-files';

const INTENT = ['pointerdown', 'keydown'] as const;

/**
 * When the reader starts signing in (a key or a pointer pressed anywhere), asks the browser to
 * fetch the app's files into its cache without running them (`<link rel="prefetch">`, the
 * lowest priority), so the page after signing in opens quickly. Asked for sooner (once the page
 * was loaded and idle), they came before the sign-in form's own paint on a slow network.
 */
export function prefetchAppOnIntent(win: Window = window): void {
  // A reader who asked to save data gets the app when they sign in, not before.
  const connection = (win.navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const options = { capture: true, passive: true };
  const prefetch = () => {
    INTENT.forEach((type) => win.removeEventListener(type, prefetch, options));
    linkFiles(listedFiles(APP_FILES, win.document), 'prefetch', win.document);
  };
  INTENT.forEach((type) => win.addEventListener(type, prefetch, options));
}
