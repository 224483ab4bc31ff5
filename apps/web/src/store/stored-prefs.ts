import { DEFAULT_PREFS, sanitizePrefs, type DisplayPrefs } from './prefs';

/** Where the display preferences live in localStorage (as `persist:caffee-settings`). */
export const PERSIST_KEY = 'caffee-settings';
export const PERSIST_VERSION = 1;
const STORAGE_KEY = `persist:${PERSIST_KEY}`;

function parse(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The stored preferences (a JSON object whose values are JSON again, as redux-persist wrote
 * them for earlier versions), sanitised: the store starts with them, and pages that do
 * without it (the sign-in page) read them here. Nothing stored yet, or unreadable, gives the
 * defaults.
 */
export function readStoredPrefs(storage: Storage = localStorage): DisplayPrefs {
  let raw: string | null = null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the defaults, as the app would show.
  }
  const stored = parse(raw);
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PREFS;
  const values = Object.entries(stored).map(([key, value]) => [key, parse(value)]);
  return sanitizePrefs(Object.fromEntries(values));
}

/** Stores the preferences (as redux-persist did), so the app starts with them after sign-in. */
export function writeStoredPrefs(prefs: DisplayPrefs, storage: Storage = localStorage): void {
  const state = { ...prefs, _persist: { version: PERSIST_VERSION, rehydrated: true } };
  const encoded = Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)]);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(encoded)));
  } catch (error) {
    // The choice still applies to this page; it is only not remembered.
    console.warn('Could not store the display preferences', error);
  }
}
