/**
 * The files the build names in index.html in a `<meta>` (vite.config.ts, `listAppFiles`):
 * the app's own, and each first screen's beyond them. index.html is never cached, so they are
 * always this build's.
 */
export function listedFiles(selector: string, doc: Document = document): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(selector);
  return meta?.content.split(' ').filter(Boolean) ?? [];
}

export const APP_FILES = 'meta[name="caffee:app-files"]';

/**
 * Asks the browser for `files` without running them: `prefetch` for a later page (at the
 * lowest priority, into the cache), `modulepreload` for this one (its scripts fetched and
 * compiled at once; style sheets are left to the import that applies them).
 */
export function linkFiles(
  files: readonly string[],
  rel: 'modulepreload' | 'prefetch',
  doc: Document = document,
): void {
  for (const href of files) {
    if (rel === 'modulepreload' && !href.endsWith('.js')) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    // As module scripts are requested, so the same response serves them.
    link.crossOrigin = '';
    doc.head.append(link);
  }
}
