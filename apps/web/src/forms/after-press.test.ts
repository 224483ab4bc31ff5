import { describe, expect, it, vi } from 'vitest';
import { afterPress } from './after-press';

const pointer = (type: string) => window.dispatchEvent(new Event(type));

describe('afterPress', () => {
  it('runs at once with no press under way', () => {
    const then = vi.fn();
    afterPress(then);
    expect(then).toHaveBeenCalledOnce();
  });

  it('waits for the press to end and its click to be dispatched', async () => {
    const then = vi.fn();
    pointer('pointerdown');
    afterPress(then);
    expect(then).not.toHaveBeenCalled();
    pointer('pointerup');
    // The click comes in the release's task: still not shown.
    expect(then).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).toHaveBeenCalledOnce();
    // Later releases do not run it again.
    pointer('pointerdown');
    pointer('pointerup');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs after a cancelled press too', async () => {
    const then = vi.fn();
    pointer('pointerdown');
    afterPress(then);
    pointer('pointercancel');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).toHaveBeenCalledOnce();
  });
});
