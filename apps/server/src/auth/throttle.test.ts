import { describe, expect, it } from 'vitest';
import { delayAfter } from './throttle.js';

describe('waits between attempts', () => {
  it('start once the free attempts are spent and double each time, up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8].map((n) => delayAfter(n, 5))).toEqual([0, 0, 2, 4, 8, 16]);
    expect(delayAfter(40, 5)).toBe(900);
  });
});
