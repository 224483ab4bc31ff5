import { QueryClient } from '@tanstack/react-query';

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

/** Retries faults (no answer, 5xx, 429), never a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
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
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      // A repeated write could create a record twice; the user retries on purpose instead.
      // Tried at once even offline: React Query's default ('online') holds a write while the
      // browser is offline, showing only its spinner, and sends it on reconnection without a
      // word; failing at once, it says it was not sent (`errors.notSent`).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
