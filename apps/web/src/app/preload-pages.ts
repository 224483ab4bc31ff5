import type { Locale } from '@caffee/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LazyPage } from '../components/lazy-page';

/** What a page's route carries for the router's users: how to load its files and data early. */
export interface PageHandle {
  preload: LazyPage['preload'];
  prefetch?: LazyPage['prefetch'];
}

/**
 * Starts loading the pages the router has matched (the address the app opened on) and the data
 * their first screens show, into `client`'s cache, where the pages' own queries find it.
 */
export function preloadMatchedPages(
  matches: readonly { route: { handle?: unknown } }[],
  at: { client: QueryClient; search: string; locale: Locale },
): void {
  for (const { route } of matches) {
    const handle = route.handle as Partial<PageHandle> | undefined;
    handle?.prefetch?.(at.client, new URLSearchParams(at.search), at.locale);
    void handle?.preload?.().catch(() => undefined);
  }
}
