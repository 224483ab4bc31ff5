import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPendingDelete, scheduleDelete, UNDO_DELAY_MS } from './undo-delete';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a delete with undo', () => {
  it('waits while the snackbar shows, then sends the delete', async () => {
    const run = vi.fn(() => Promise.resolve());
    scheduleDelete('news-feeds/5', run);
    expect(isPendingDelete('news-feeds/5')).toBe(true);
    vi.advanceTimersByTime(UNDO_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(isPendingDelete('news-feeds/5')).toBe(false);
  });

  it('sends nothing when undone', () => {
    const run = vi.fn(() => Promise.resolve());
    const undo = scheduleDelete('news-feeds/6', run);
    vi.advanceTimersByTime(3000);
    undo();
    vi.advanceTimersByTime(UNDO_DELAY_MS * 2);
    expect(run).not.toHaveBeenCalled();
    expect(isPendingDelete('news-feeds/6')).toBe(false);
  });

  it('sends a waiting delete at once when the page goes away, and only once', async () => {
    const run = vi.fn(() => Promise.resolve());
    const flush = vi.fn();
    scheduleDelete('news-feeds/7', run, UNDO_DELAY_MS, flush);
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(isPendingDelete('news-feeds/7')).toBe(false);
    vi.advanceTimersByTime(UNDO_DELAY_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
