import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { getAccessToken } from '../api/tokens';

/**
 * What the app keeps in the browser for use without a connection (docs/architecture.md,
 * "Offline"): the answers of reads, the signed-in user, writes waiting to be sent. One
 * IndexedDB store; every key starts with the signed-in user's id, so one person never reads
 * another's; logging out empties it. Entries older than a day are not used and are swept.
 */
export const KEEP_FOR_MS = 24 * 60 * 60 * 1000;

interface Kept<T> {
  savedAt: number;
  value: T;
}

let store: UseStore | undefined;
/** Opened on first use; undefined where the browser has no IndexedDB (tests, some modes). */
function offlineStore(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('caffee-offline', 'kept');
  return store;
}

/**
 * The signed-in user's id, read from the access token's subject without checking it: it only
 * picks which of this browser's kept data to read (the server checks every request), and it
 * must work offline, when an expired token cannot be refreshed.
 */
export function sessionUserId(): string | null {
  const token = getAccessToken();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

const keyOf = (user: string, key: string) => `${user}|${key}`;

/** Keeps `value` for the signed-in user; nothing without a session or IndexedDB. */
export async function keep(key: string, value: unknown): Promise<void> {
  const user = sessionUserId();
  const target = offlineStore();
  if (!user || !target) return;
  // A full or refused store (private mode, quota) only loses the offline copy.
  await set(keyOf(user, key), { savedAt: Date.now(), value } satisfies Kept<unknown>, target).catch(
    () => undefined,
  );
}

/** What was kept under `key` for the signed-in user within the last day, with when. */
export async function recall<T>(key: string): Promise<Kept<T> | undefined> {
  const user = sessionUserId();
  const target = offlineStore();
  if (!user || !target) return undefined;
  try {
    const kept = await get<Kept<T>>(keyOf(user, key), target);
    if (!kept) return undefined;
    if (Date.now() - kept.savedAt > KEEP_FOR_MS) {
      await del(keyOf(user, key), target);
      return undefined;
    }
    return kept;
  } catch {
    return undefined;
  }
}

/** Removes entries older than a day (any user's): run once a signed-in app starts. */
export async function sweepKept(): Promise<void> {
  const target = offlineStore();
  if (!target) return;
  try {
    const old = (await entries<string, Kept<unknown>>(target)).filter(
      ([, kept]) => !kept || Date.now() - kept.savedAt > KEEP_FOR_MS,
    );
    await Promise.all(old.map(([key]) => del(key, target)));
  } catch {
    // Nothing to sweep where the store cannot be read.
  }
}

/** Everything kept, for everyone: at logout the browser keeps nothing of the session. */
export async function forgetKept(): Promise<void> {
  const target = offlineStore();
  if (target) await clear(target).catch(() => undefined);
}

/** idb-keyval as the string storage React Query's persister expects, under the user's keys. */
export const keptStorage = {
  getItem: async (key: string) => (await recall<string>(key))?.value ?? null,
  setItem: (key: string, value: string) => keep(key, value),
  removeItem: async (key: string) => {
    const user = sessionUserId();
    const target = offlineStore();
    if (user && target) await del(keyOf(user, key), target).catch(() => undefined);
  },
};
