import { describe, expect, it } from 'vitest';
import { importProgress } from './progress.js';

describe('the progress of running imports', () => {
  it('is kept per importer and id, and forgotten once over', () => {
    const progress = importProgress();
    progress.set(1, 'abc', { done: 10, total: 100 });
    progress.set(1, 'abc', { done: 20, total: 100 });
    expect(progress.get(1, 'abc')).toEqual({ done: 20, total: 100 });
    // Another account knowing the id is told nothing.
    expect(progress.get(2, 'abc')).toBeUndefined();
    progress.end(1, 'abc');
    expect(progress.get(1, 'abc')).toBeUndefined();
  });

  it('forgets the oldest past a thousand at once', () => {
    const progress = importProgress();
    for (let i = 0; i <= 1000; i++) progress.set(1, `id-${i}`, { done: 0, total: 1 });
    expect(progress.get(1, 'id-0')).toBeUndefined();
    expect(progress.get(1, 'id-1000')).toEqual({ done: 0, total: 1 });
  });
});
