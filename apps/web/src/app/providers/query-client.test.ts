import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOT_SENT } from '../../api/error-message';
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

  it('tries a write at once while offline, so its failure shows instead of a spinner', async () => {
    onlineManager.setOnline(false);
    try {
      const observer = new MutationObserver(createQueryClient(), {
        mutationFn: () => Promise.reject(NOT_SENT),
      });
      await expect(observer.mutate()).rejects.toBe(NOT_SENT);
      expect(observer.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('does not ask again for a read with no answer while offline (the page says so)', () => {
    onlineManager.setOnline(false);
    try {
      expect(shouldRetry(0, 'Wrong Services')).toBe(false);
      expect(shouldRetry(0, { code: 'internal_error' })).toBe(true);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
