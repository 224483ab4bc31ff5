import { sanitizePrefs, type DisplayPrefs } from '../../store/prefs';
import { readStoredPrefs, writeStoredPrefs } from '../../store/stored-prefs';

/** The display preferences as something to read, change and watch (`useSyncExternalStore`). */
export interface PrefsSource {
  get: () => DisplayPrefs;
  update: (changes: Partial<DisplayPrefs>) => void;
  subscribe: (listener: () => void) => () => void;
}

export interface SignInPrefs extends PrefsSource {
  /**
   * From now on `owner` (the app's Redux store, loaded with the customizer drawer) keeps and
   * stores the preferences; this source passes changes to it and follows what it holds, so
   * the two never overwrite each other in localStorage.
   */
  handOver: (owner: PrefsSource) => void;
}

/** The sign-in page's preferences: read from, and written to, where the app keeps them. */
export function createSignInPrefs(storage: Storage = localStorage): SignInPrefs {
  let prefs = readStoredPrefs(storage);
  const listeners = new Set<() => void>();
  const show = (next: DisplayPrefs) => {
    if (next === prefs) return;
    prefs = next;
    for (const listener of listeners) listener();
  };
  let update = (changes: Partial<DisplayPrefs>) => {
    show(sanitizePrefs({ ...prefs, ...changes }));
    writeStoredPrefs(prefs, storage);
  };
  return {
    get: () => prefs,
    update: (changes) => update(changes),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handOver: (owner) => {
      // What this page shows wins over what the store read from localStorage a moment ago.
      owner.update(prefs);
      update = owner.update;
      owner.subscribe(() => show(owner.get()));
      show(owner.get());
    },
  };
}
