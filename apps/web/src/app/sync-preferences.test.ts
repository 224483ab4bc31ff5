import { combineReducers, legacy_createStore as createStore } from 'redux';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { prefsReducer, updatePrefs } from '../store/prefs-slice';
import { syncPreferences } from './sync-preferences';

describe('syncPreferences', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('mirrors the preferences onto <html> and the i18n language', () => {
    const store = createStore(combineReducers({ prefs: prefsReducer }));
    stop = syncPreferences(store);
    const root = document.documentElement;
    expect(root.lang).toBe('om');
    expect(root.dir).toBe('ltr');
    expect(root.dataset.mode).toBe('light');
    expect(root.dataset.preset).toBe('default');

    store.dispatch(
      updatePrefs({ locale: 'am', rtlLayout: true, navType: 'dark', presetColor: 'theme3' }),
    );
    expect(root.lang).toBe('am');
    expect(root.dir).toBe('rtl');
    expect(root.dataset.mode).toBe('dark');
    expect(root.dataset.preset).toBe('theme3');
    expect(i18n.language).toBe('am');

    store.dispatch(updatePrefs({ locale: 'om', rtlLayout: false }));
  });
});
