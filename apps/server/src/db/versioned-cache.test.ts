import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  it('serves a value only under the versions it was stored with', () => {
    const cache = new VersionedCache<number>(10);
    cache.set('a', 'news_feeds:1', 42);
    expect(cache.get('a', 'news_feeds:1')).toBe(42);
    expect(cache.get('a', 'news_feeds:2')).toBeUndefined();
    // A stale entry is dropped, not kept for the old versions to come back.
    expect(cache.get('a', 'news_feeds:1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = new VersionedCache<string>(2);
    cache.set('a', 'v', 'A');
    cache.set('b', 'v', 'B');
    expect(cache.get('a', 'v')).toBe('A'); // a is now the most recent
    cache.set('c', 'v', 'C');
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBe('A');
    expect(cache.get('c', 'v')).toBe('C');
    cache.delete('c');
    expect(cache.size).toBe(1);
  });
});
