import { APP_FILES, linkFiles, listedFiles } from '../listed-files';

/**
 * Once the sign-in page has loaded and the browser is idle, asks it to fetch the app's files
 * into its cache without running them (`<link rel="prefetch">`, the lowest priority), so the
 * page after signing in opens quickly. Nothing the sign-in page needs waits for them.
 */
export function prefetchAppWhenIdle(win: Window = window): void {
  // A reader who asked to save data gets the app when they sign in, not before.
  const connection = (win.navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const prefetch = () => linkFiles(listedFiles(APP_FILES, win.document), 'prefetch', win.document);
  const whenIdle = () => {
    // Safari has no requestIdleCallback yet.
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(prefetch, { timeout: 5000 });
    } else win.setTimeout(prefetch, 1000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
