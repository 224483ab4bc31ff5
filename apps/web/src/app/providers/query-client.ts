import { onlineManager, QueryClient } from '@tanstack/react-query';
import { WRONG_SERVICES } from '../../api/error-message';
import { keepForOffline } from '../../offline/kept-queries';

const MAX_RETRIES = 3;
/** Answers that asking again will not change: a refusal is shown at once, not after retries. */
const FINAL_CODES = new Set([
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'validation_failed',
  'invalid_token',
  'token_expired',
  'payload_too_large',
]);

/**
 * Retries faults (no answer, 5xx, 429), never a 4xx answer; and no answer while the browser is
 * offline, which only asking again once online can change (a query then asks on its own).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error === WRONG_SERVICES && !onlineManager.isOnline()) return false;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && FINAL_CODES.has(code)) return false;
  return failureCount < MAX_RETRIES;
}

/** The seed's cache policy: 3 retries, exponential delay capped at 30 s, 5 min garbage collection. */
export const QUERY_DEFAULTS = {
  retry: shouldRetry,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient() {
  // React Query assumes it starts online and then follows the browser's online/offline events;
  // a page opened (reloaded) offline must start offline, or restored writes go out to fail.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        // Asked even offline (React Query's default holds a query until the browser is online):
        // with nothing to answer, a read is answered from what was kept (offline/kept-queries).
        networkMode: 'offlineFirst',
        persister: keepForOffline,
      },
      // A repeated write could create a record twice; the user retries on purpose instead.
      // Tried at once even offline: React Query's default ('online') holds a write while the
      // browser is offline, showing only its spinner, and sends it on reconnection without a
      // word; failing at once, it says it was not sent (`errors.notSent`).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
