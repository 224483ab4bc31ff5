import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from './index';
import { DEFAULT_PREFS } from './prefs';
import { updatePrefs } from './prefs-slice';
import { readStoredPrefs, writeStoredPrefs } from './stored-prefs';

afterEach(() => localStorage.clear());

describe('stored preferences without the store', () => {
  it('read the defaults when nothing, or nothing readable, is stored', () => {
    expect(readStoredPrefs()).toEqual(DEFAULT_PREFS);
    localStorage.setItem('persist:caffee-settings', '{not json');
    expect(readStoredPrefs()).toEqual(DEFAULT_PREFS);
    localStorage.setItem('persist:caffee-settings', JSON.stringify({ navType: '{bad' }));
    expect(readStoredPrefs()).toEqual(DEFAULT_PREFS);
  });

  it('read what the app stored', () => {
    const store = createAppStore();
    store.dispatch(updatePrefs({ locale: 'am', navType: 'dark', presetColor: 'theme4' }));
    expect(readStoredPrefs()).toEqual(store.getState().prefs);
    expect(readStoredPrefs()).toMatchObject({ locale: 'am', navType: 'dark' });
  });

  it('are written so that the app starts with them', () => {
    const chosen = { ...DEFAULT_PREFS, locale: 'en', rtlLayout: true, borderRadius: 3 } as const;
    writeStoredPrefs(chosen);
    expect(readStoredPrefs()).toEqual(chosen);
    expect(createAppStore().getState().prefs).toEqual(chosen);
  });
});
