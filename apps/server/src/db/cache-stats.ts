import { perHandle } from './per-handle.js';

/** How often a cache had what was asked of it; read by the metrics (http/metrics.ts). */
export class CacheStats {
  hits = 0;
  misses = 0;
  hit(): void {
    this.hits += 1;
  }
  miss(): void {
    this.misses += 1;
  }
}

/**
 * The caches of one database handle, by name (`count`, `answers`, `callers`, `statements`):
 * plain numbers the caches count, so that they need not know of any metrics registry, and one
 * set per handle, apart for each test's server as the caches themselves are.
 */
export const cacheStatsOf = perHandle((_handle: object) => new Map<string, CacheStats>());

/** The counts of the named cache of this handle, made on first use. */
export function statsFor(handle: object, name: string): CacheStats {
  const all = cacheStatsOf(handle);
  let stats = all.get(name);
  if (!stats) {
    stats = new CacheStats();
    all.set(name, stats);
  }
  return stats;
}
