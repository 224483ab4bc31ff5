import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, inSeparateTasks } from './after-paint';

describe('afterNextPaint', () => {
  let frames: (() => void)[];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
  } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;

  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('runs in a task after the next frame, once', () => {
    const run = vi.fn();
    afterNextPaint(run, win);
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
    frames.forEach((frame) => frame());
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs anyway when no frame comes (a hidden tab)', () => {
    const run = vi.fn();
    afterNextPaint(run, win, 100);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('inSeparateTasks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first step now and each next one in a later task, in order', async () => {
    const ran: number[] = [];
    // One task's timer, then the microtasks that continue after it.
    const nextTaskRuns = async () => {
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    const done = inSeparateTasks([() => ran.push(1), () => ran.push(2), () => ran.push(3)]);
    expect(ran).toEqual([1]);
    await nextTaskRuns();
    expect(ran).toEqual([1, 2]);
    await nextTaskRuns();
    expect(ran).toEqual([1, 2, 3]);
    await done;
    expect(vi.getTimerCount()).toBe(0);
  });
});
