/** How long a deleted record can still be brought back before the DELETE is sent. */
export const UNDO_DELAY_MS = 6000;

const pending = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Schedules `run` after the undo delay; the returned function cancels it. Kept outside
 * components so leaving the page (a delete from the detail page) does not lose it.
 */
export function scheduleDelete(key: string, run: () => Promise<void>, delay = UNDO_DELAY_MS) {
  const timer = setTimeout(() => {
    void run().finally(() => {
      pending.delete(key);
      notify();
    });
  }, delay);
  pending.set(key, timer);
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
