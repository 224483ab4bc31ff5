import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { getAccessToken, tokenSubject } from '../api/tokens';

/**
 * What the app keeps in the browser for use without a connection (docs/architecture.md,
 * "Offline"): the answers of reads, the signed-in user, writes waiting to be sent. One
 * IndexedDB store; every key starts with the signed-in user's id, so one person never reads
 * another's; every end of a session empties it (auth/end-session.ts), and a start sweeps out
 * what another user left. Entries older than a day are not used and are swept.
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
export const sessionUserId = (): string | null => tokenSubject(getAccessToken());

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

/**
 * Run once a signed-in app starts: removes entries older than a day, and every entry of
 * another user. Each key names its owner, so this is the second line of defence when a
 * session ended without the app emptying the store (a tab closed while it ended, a browser
 * that was killed): the next person to sign in here never has the last one's data beside theirs.
 */
export async function sweepKept(): Promise<void> {
  const own = keyOf(sessionUserId() ?? '', '');
  const target = offlineStore();
  if (!target) return;
  try {
    const stale = (await entries<string, Kept<unknown>>(target)).filter(
      ([key, kept]) =>
        !String(key).startsWith(own) || !kept || Date.now() - kept.savedAt > KEEP_FOR_MS,
    );
    await Promise.all(stale.map(([key]) => del(key, target)));
  } catch {
    // Nothing to sweep where the store cannot be read.
  }
}

/**
 * API answers in the browser's Cache Storage. The app's worker caches none (build/pwa.ts keeps
 * `/api/` out), so this finds nothing today; it is here so that one added later cannot outlive
 * a session.
 */
async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const kept = await cache.keys();
      const api = kept.filter((request) => new URL(request.url).pathname.startsWith('/api/'));
      await Promise.all(api.map((request) => cache.delete(request)));
    }),
  );
}

/**
 * Everything kept, for everyone, and any API answer cached: at the end of a session the browser
 * keeps nothing of it (auth/end-session.ts). The one store holds the kept reads, the user and
 * the writes waiting to be sent.
 */
export async function forgetKept(): Promise<void> {
  const target = offlineStore();
  await Promise.all([
    target ? clear(target).catch(() => undefined) : undefined,
    forgetCachedAnswers().catch(() => undefined),
  ]);
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
