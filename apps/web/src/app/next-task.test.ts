import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

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
