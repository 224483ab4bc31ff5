import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, prefsReducer, resetPrefs, sanitizePrefs, updatePrefs } from './prefs-slice';

describe('display preferences', () => {
  it('starts with the seed defaults', () => {
    expect(DEFAULT_PREFS).toEqual({
      fontFamily: 'Roboto',
      borderRadius: 8,
      navType: 'light',
      presetColor: 'default',
      layout: 'vertical',
      drawerType: 'default',
      outlinedFilled: true,
      rtlLayout: false,
      container: false,
      locale: 'om',
      defaultLocale: 'om',
      calendar: 'gregorian',
    });
  });

  it('replaces unknown or missing stored values by their defaults', () => {
    expect(sanitizePrefs({ presetColor: 'theme9', navType: 'dark', borderRadius: 'x' })).toEqual({
      ...DEFAULT_PREFS,
      navType: 'dark',
    });
    expect(sanitizePrefs(null)).toEqual(DEFAULT_PREFS);
  });

  it('updates and resets, keeping the language on reset', () => {
    const changed = prefsReducer(
      DEFAULT_PREFS,
      updatePrefs({ locale: 'en', presetColor: 'theme2' }),
    );
    expect(changed).toMatchObject({ locale: 'en', presetColor: 'theme2' });
    expect(prefsReducer(changed, resetPrefs())).toEqual({ ...DEFAULT_PREFS, locale: 'en' });
  });
});
