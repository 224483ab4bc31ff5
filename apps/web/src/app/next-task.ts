/**
 * Resolves in a later task, so the browser can paint and take input in between: a long piece
 * of start-up work cut in two blocks the page for two shorter spells instead of one long one.
 * `scheduler.yield` where the browser has it (the continuation runs before other queued tasks),
 * a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `run` when the browser is next idle (within `timeout` ms at the latest): for work the
 * reader is not waiting for. A short timeout where there is no `requestIdleCallback` (Safari).
 */
export function whenIdle(run: () => void, timeout = 2000): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(run, { timeout });
  } else setTimeout(run, 200);
}
