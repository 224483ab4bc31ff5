import { describe, expect, it } from 'vitest';
import { delayAfter } from './throttle.js';

describe('login delays', () => {
  it('start after the free failures and double each time, up to 15 minutes', () => {
    expect([1, 5, 6, 7, 8, 9].map((n) => delayAfter(n, 5))).toEqual([0, 0, 2, 4, 8, 16]);
    expect(delayAfter(40, 5)).toBe(900);
  });
});
