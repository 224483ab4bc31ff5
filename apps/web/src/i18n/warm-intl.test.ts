import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlFormats } from './warm-intl';

describe('warmIntlFormats', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes a first formatter in a task of its own, not in the caller’s', () => {
    vi.useFakeTimers();
    const format = vi.fn(() => '0');
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function () {
      return { format } as unknown as Intl.NumberFormat;
    });
    warmIntlFormats();
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
    expect(format).toHaveBeenCalledTimes(1);
  });
});
