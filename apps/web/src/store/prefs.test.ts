import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, sanitizePrefs } from './prefs';

describe('display preferences', () => {
  it('start with the seed defaults', () => {
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

  it('replace unknown or missing stored values by their defaults', () => {
    expect(sanitizePrefs({ presetColor: 'theme9', navType: 'dark', borderRadius: 'x' })).toEqual({
      ...DEFAULT_PREFS,
      navType: 'dark',
    });
    expect(sanitizePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(sanitizePrefs('dark')).toEqual(DEFAULT_PREFS);
  });

  it('keep every valid value and drop keys they do not know', () => {
    const stored = {
      fontFamily: 'system',
      borderRadius: 0,
      navType: 'dark',
      presetColor: 'theme6',
      layout: 'horizontal',
      drawerType: 'mini',
      outlinedFilled: false,
      rtlLayout: true,
      container: true,
      locale: 'am',
      defaultLocale: 'en',
      calendar: 'ethiopic',
    } as const;
    expect(sanitizePrefs({ ...stored, _persist: { version: 1 }, extra: 1 })).toEqual(stored);
  });

  it('take a border radius only as a whole number within its range', () => {
    for (const borderRadius of [-1, 25, 4.5, Number.NaN, '8']) {
      expect(sanitizePrefs({ borderRadius }).borderRadius, String(borderRadius)).toBe(8);
    }
    expect(sanitizePrefs({ borderRadius: 24 }).borderRadius).toBe(24);
    expect(sanitizePrefs({ locale: 'fr', rtlLayout: 'yes' })).toEqual(DEFAULT_PREFS);
  });
});
