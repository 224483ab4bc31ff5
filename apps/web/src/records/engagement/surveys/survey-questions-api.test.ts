import { describe, expect, it } from 'vitest';
import { movedOrder } from './survey-questions-api';

describe('movedOrder', () => {
  it('swaps a question with its neighbour, and leaves the ends alone', () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
