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
