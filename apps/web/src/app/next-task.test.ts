import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks queued now', async () => {
    let resolved = false;
    const done = nextTask().then(() => {
      resolved = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await done;
    expect(resolved).toBe(true);
  });

  it('uses the browser scheduler where there is one', async () => {
    let asked = 0;
    const global = globalThis as { scheduler?: unknown };
    global.scheduler = { yield: () => (asked++, Promise.resolve()) };
    try {
      await nextTask();
      expect(asked).toBe(1);
    } finally {
      delete global.scheduler;
    }
  });
});

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the browser to be idle, at most the time given', () => {
    const asked: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      asked.push({ run, timeout: options?.timeout });
      return asked.length;
    });
    const run = vi.fn();
    whenIdle(run, 500);
    expect(run).not.toHaveBeenCalled();
    expect(asked[0]?.timeout).toBe(500);
    asked[0]?.run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs a moment later where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const run = vi.fn();
      whenIdle(run);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(run).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
