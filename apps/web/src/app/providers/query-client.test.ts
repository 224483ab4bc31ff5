import { describe, expect, it } from 'vitest';
import { QUERY_DEFAULTS, createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('retries 3 times with exponential delay capped at 30 s and keeps data 5 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(shouldRetry);
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, 'Wrong Services'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, { code: 'internal_error' })).toBe(true);
    expect(shouldRetry(0, { code: 'forbidden' })).toBe(false);
    expect(shouldRetry(0, { code: 'not_found' })).toBe(false);
    expect(queries?.gcTime).toBe(300_000);
    expect([0, 1, 2, 3, 4, 5, 10].map(QUERY_DEFAULTS.retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
