import type { Query, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { WRONG_SERVICES } from '../api/error-message';
import { keep, recall } from './offline-store';

/**
 * The reads answered from what was kept, by query, with when they were loaded; the offline
 * strip (offline-strip.tsx) says so. A query answered from the network again leaves it.
 */
const shownFromKept = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  listeners.forEach((listener) => listener());
}

/** `useSyncExternalStore`'s pair: changes whenever a read is answered from kept data or not. */
export const keptReads = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: (): number => version,
  /** When the oldest of these queries' kept answers was loaded, if any is shown from one. */
  oldestAmong(queryHashes: Iterable<string>): number | null {
    let oldest: number | null = null;
    for (const hash of queryHashes) {
      const at = shownFromKept.get(hash);
      if (at !== undefined && (oldest === null || at < oldest)) oldest = at;
    }
    return oldest;
  },
};

/**
 * Every query's `persister` (app/providers/query-client.ts): asks the network as usual and
 * keeps the answer for the signed-in user; when nothing answers (offline, server unreachable),
 * answers with what was kept within the last day, and only then. Restoring kept data before
 * asking (React Query's own persisters) would show a form yesterday's values while online.
 */
export async function keepForOffline<T>(
  queryFn: (context: QueryFunctionContext<QueryKey>) => T | Promise<T>,
  context: QueryFunctionContext<QueryKey>,
  query: Query,
): Promise<T> {
  const hash = query.queryHash;
  try {
    const data = await queryFn(context);
    void keep(`query:${hash}`, data);
    if (shownFromKept.delete(hash)) changed();
    return data;
  } catch (error) {
    if (error !== WRONG_SERVICES) throw error;
    const kept = await recall<T>(`query:${hash}`);
    if (!kept) throw error;
    shownFromKept.set(hash, kept.savedAt);
    changed();
    return kept.value;
  }
}
