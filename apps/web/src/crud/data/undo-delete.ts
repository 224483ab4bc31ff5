/** How long a deleted record can still be brought back before the DELETE is sent. */
export const UNDO_DELAY_MS = 6000;

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  /** Sends the delete at once in a request that outlives the page (`keepalive`). */
  flush?: () => void;
}

const pending = new Map<string, Pending>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * A page closed or reloaded during the undo window would lose its timers: the deletes the
 * person was shown as done are sent then, rather than silently forgotten.
 */
export function flushPendingDeletes() {
  for (const [key, { timer, flush }] of pending) {
    if (!flush) continue;
    clearTimeout(timer);
    pending.delete(key);
    flush();
  }
  notify();
}
if (typeof window !== 'undefined') window.addEventListener('pagehide', flushPendingDeletes);

/**
 * Schedules `run` after the undo delay; the returned function cancels it. Kept outside
 * components so leaving the screen (a delete from the detail page) does not lose it, and
 * `flush` sends it if the page itself goes away first.
 */
export function scheduleDelete(
  key: string,
  run: () => Promise<void>,
  delay = UNDO_DELAY_MS,
  flush?: () => void,
) {
  const timer = setTimeout(() => {
    void run().finally(() => {
      pending.delete(key);
      notify();
    });
  }, delay);
  pending.set(key, flush ? { timer, flush } : { timer });
  notify();
  return () => {
    clearTimeout(timer);
    pending.delete(key);
    notify();
  };
}

/** Whether a record's delete is waiting (the lists hide it meanwhile). */
export const isPendingDelete = (key: string) => pending.has(key);

export function subscribePendingDeletes(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
