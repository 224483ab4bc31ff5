/** The app's files, as the build lists them in index.html (vite.config.ts, `listAppFiles`). */
export function appFiles(doc: Document = document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="caffee:app-files"]');
  return meta?.content.split(' ').filter(Boolean) ?? [];
}

/**
 * Once the sign-in page has loaded and the browser is idle, asks it to fetch the app's files
 * into its cache without running them (`<link rel="prefetch">`, the lowest priority), so the
 * page after signing in opens quickly. Nothing the sign-in page needs waits for them.
 */
export function prefetchAppWhenIdle(win: Window = window): void {
  // A reader who asked to save data gets the app when they sign in, not before.
  const connection = (win.navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const prefetch = () => {
    const doc = win.document;
    for (const href of appFiles(doc)) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      // As the module scripts will be requested, so the cached copy serves them.
      link.crossOrigin = 'anonymous';
      doc.head.append(link);
    }
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback yet.
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(prefetch, { timeout: 5000 });
    } else win.setTimeout(prefetch, 1000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
