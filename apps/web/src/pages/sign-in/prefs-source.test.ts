import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFS, type DisplayPrefs } from '../../store/prefs';
import { readStoredPrefs, writeStoredPrefs } from '../../store/stored-prefs';
import { createSignInPrefs, type PrefsSource } from './prefs-source';

/** A stand-in for the app's store: holds preferences, tells its listeners. */
function owner(initial: DisplayPrefs): PrefsSource & { set: (p: DisplayPrefs) => void } {
  let prefs = initial;
  const listeners = new Set<() => void>();
  const set = (next: DisplayPrefs) => {
    prefs = next;
    listeners.forEach((l) => l());
  };
  return {
    get: () => prefs,
    update: vi.fn((changes: Partial<DisplayPrefs>) => set({ ...prefs, ...changes })),
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    set,
  };
}

describe('the sign-in page preferences', () => {
  it('start from what the app stored', () => {
    writeStoredPrefs({ ...DEFAULT_PREFS, navType: 'dark', locale: 'am' });
    expect(createSignInPrefs().get()).toMatchObject({ navType: 'dark', locale: 'am' });
  });

  it('store a change where the app reads it, refusing invalid values, and tell listeners', () => {
    const prefs = createSignInPrefs();
    const listener = vi.fn();
    prefs.subscribe(listener);
    prefs.update({ locale: 'en', presetColor: 'nope' as 'theme1' });
    expect(prefs.get()).toEqual({ ...DEFAULT_PREFS, locale: 'en' });
    expect(readStoredPrefs()).toEqual({ ...DEFAULT_PREFS, locale: 'en' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("follow the app's store once handed over, and leave the storing to it", () => {
    const prefs = createSignInPrefs();
    prefs.update({ navType: 'dark' });
    localStorage.clear();
    // The store read the storage before the page's last change: the page's choice wins.
    const store = owner(DEFAULT_PREFS);
    const listener = vi.fn();
    prefs.subscribe(listener);
    prefs.handOver(store);
    expect(store.get().navType).toBe('dark');
    prefs.update({ locale: 'am' });
    expect(store.update).toHaveBeenLastCalledWith({ locale: 'am' });
    expect(prefs.get()).toMatchObject({ locale: 'am', navType: 'dark' });
    expect(localStorage.length).toBe(0);
    store.set({ ...store.get(), presetColor: 'theme4' });
    expect(prefs.get().presetColor).toBe('theme4');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
