import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from './index';
import { DEFAULT_PREFS } from './prefs';
import { updatePrefs } from './prefs-slice';
import { readStoredPrefs, writeStoredPrefs } from './stored-prefs';

/** A store rehydrated from localStorage, as the app creates it at start. */
async function rehydratedStore() {
  const { store, persistor } = createPersistedStore();
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

/** The store's preferences without redux-persist's own bookkeeping. */
function prefsOf(store: { getState: () => { prefs: object } }) {
  const { _persist, ...prefs } = store.getState().prefs as { _persist?: unknown };
  return prefs;
}

afterEach(() => localStorage.clear());

describe('stored preferences without the store', () => {
  it('read the defaults when nothing, or nothing readable, is stored', () => {
    expect(readStoredPrefs()).toEqual(DEFAULT_PREFS);
    localStorage.setItem('persist:caffee-settings', '{not json');
    expect(readStoredPrefs()).toEqual(DEFAULT_PREFS);
    localStorage.setItem('persist:caffee-settings', JSON.stringify({ navType: '{bad' }));
    expect(readStoredPrefs()).toEqual(DEFAULT_PREFS);
  });

  it('read what the app stored', async () => {
    const { store, persistor } = await rehydratedStore();
    store.dispatch(updatePrefs({ locale: 'am', navType: 'dark', presetColor: 'theme4' }));
    await persistor.flush();
    expect(readStoredPrefs()).toEqual(prefsOf(store));
    expect(readStoredPrefs()).toMatchObject({ locale: 'am', navType: 'dark' });
  });

  it('are written so that the app rehydrates them', async () => {
    const chosen = { ...DEFAULT_PREFS, locale: 'en', rtlLayout: true, borderRadius: 3 } as const;
    writeStoredPrefs(chosen);
    expect(readStoredPrefs()).toEqual(chosen);
    const { store } = await rehydratedStore();
    expect(prefsOf(store)).toEqual(chosen);
  });
});
