import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS } from './prefs';
import { prefsReducer, resetPrefs, updatePrefs } from './prefs-slice';

describe('display preferences', () => {
  it('updates and resets, keeping the language on reset', () => {
    const changed = prefsReducer(
      DEFAULT_PREFS,
      updatePrefs({ locale: 'en', presetColor: 'theme2' }),
    );
    expect(changed).toMatchObject({ locale: 'en', presetColor: 'theme2' });
    expect(prefsReducer(changed, resetPrefs())).toEqual({ ...DEFAULT_PREFS, locale: 'en' });
  });

  it('refuses an unknown value in an update', () => {
    const state = prefsReducer(DEFAULT_PREFS, updatePrefs({ navType: 'dim' as 'dark' }));
    expect(state.navType).toBe('light');
  });
});
