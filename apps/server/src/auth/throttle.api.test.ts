import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import type { HttpError } from '../http/errors.js';
import type { Take } from './throttle.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The Retry-After a refused reservation answers, in seconds. */
async function refusedWait(takes: Take[]): Promise<number> {
  const error = await t.services.throttle.reserve(takes).then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as HttpError,
  );
  expect(error.statusCode).toBe(429);
  return Number(error.headers?.['retry-after']);
}

describe('the wait a refusal answers', () => {
  // Two requests of one burst: the second read the clock half a second before the first, but
  // reached the database after it, so the window it is refused by started after its own `now`.
  const late = (at: number) => {
    vi.spyOn(Date, 'now')
      .mockReturnValueOnce(at - 500)
      .mockReturnValue(at);
  };

  it('is at most the window, counted from the refusal', async () => {
    const takes: Take[] = [{ key: 'test:window', free: 1, onSuccess: 'keep', window: 60 }];
    const at = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(at);
    await t.services.throttle.reserve(takes);
    late(at);
    expect(await refusedWait(takes)).toBe(60);
  });

  it('is at most the lock, counted from the refusal', async () => {
    const takes: Take[] = [{ key: 'test:lock', free: 1, onSuccess: 'keep' }];
    const at = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(at);
    await t.services.throttle.reserve(takes); // the first past the free one: locked for 2 s
    late(at);
    expect(await refusedWait(takes)).toBe(2);
  });
});
