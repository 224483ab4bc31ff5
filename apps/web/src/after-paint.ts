import { nextTask } from './app/next-task';

/**
 * Runs `run` once the page has painted its next frame, or after `fallbackMs` at the latest (a
 * hidden tab paints none). The page's entry asks for a dozen files, ~35 ms of main-thread
 * work here and four times that on a slow phone: after the boot screen's first paint, not
 * holding it back.
 */
export function afterNextPaint(
  run: () => void,
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window,
  fallbackMs = 100,
): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // A frame's callbacks run before it is painted; a task queued from one runs after.
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
  win.setTimeout(once, fallbackMs);
}

/**
 * Runs each step in a task of its own, in order (`nextTask` between them): a long piece of
 * start-up work cut where the browser may paint and take input in between (and a slow
 * phone's long task avoided). The first step runs at once.
 */
export async function inSeparateTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    step();
  }
}
