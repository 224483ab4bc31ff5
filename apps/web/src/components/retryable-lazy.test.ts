import { expect, it } from 'vitest';
import { isLoadError, loadsSettled, retryFailedLoads, retryableLazy } from './retryable-lazy';

it('waits for loads under way, and asks again for one that failed only when told to', async () => {
  let attempts = 0;
  let finish: (ok: boolean) => void = () => undefined;
  const part = retryableLazy(() => {
    attempts += 1;
    return new Promise<{ default: () => null }>((resolve, reject) => {
      finish = (ok) => (ok ? resolve({ default: () => null }) : reject(new Error('offline')));
    });
  });
  const first = part.preload();
  let settled = false;
  const waiting = loadsSettled().then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  finish(false);
  await waiting;
  await expect(first).rejects.toSatisfy(isLoadError);
  // A failed load is kept (React keeps it too) until "Try again" forgets it.
  expect(part.preload()).toBe(first);
  retryFailedLoads();
  const second = part.preload();
  expect(attempts).toBe(2);
  finish(true);
  await expect(second).resolves.toHaveProperty('default');
});
