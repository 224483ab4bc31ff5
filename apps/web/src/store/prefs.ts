import { CALENDARS, DEFAULT_LOCALE, LOCALES, type Calendar, type Locale } from '@caffee/contract';

// No zod here: the light sign-in page reads the stored preferences too, and zod would double
// its JavaScript.

export const PRESET_COLORS = [
  'default',
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
] as const;
export const FONT_FAMILIES = ['Roboto', 'Noto Sans Ethiopic', 'system'] as const;
export const BORDER_RADIUS_MIN = 0;
export const BORDER_RADIUS_MAX = 24;

export type PresetColor = (typeof PRESET_COLORS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];
/** The calendars are the contract's: the server's exports write dates in them too. */
export { CALENDARS, type Calendar };

/** The seed's display preferences (docs/architecture.md, "The web app") plus the calendar. */
export interface DisplayPrefs {
  fontFamily: FontFamily;
  borderRadius: number;
  navType: 'light' | 'dark';
  presetColor: PresetColor;
  layout: 'vertical' | 'horizontal';
  drawerType: 'default' | 'mini';
  outlinedFilled: boolean;
  rtlLayout: boolean;
  container: boolean;
  locale: Locale;
  defaultLocale: Locale;
  calendar: Calendar;
}

export const DEFAULT_PREFS: DisplayPrefs = {
  fontFamily: 'Roboto',
  borderRadius: 8,
  navType: 'light',
  presetColor: 'default',
  layout: 'vertical',
  drawerType: 'default',
  outlinedFilled: true,
  rtlLayout: false,
  container: false,
  locale: DEFAULT_LOCALE,
  defaultLocale: DEFAULT_LOCALE,
  calendar: 'gregorian',
};

type Check<T> = (value: unknown) => value is T;

const oneOf =
  <T extends string>(options: readonly T[]): Check<T> =>
  (value): value is T =>
    typeof value === 'string' && (options as readonly string[]).includes(value);
const isBoolean: Check<boolean> = (value) => typeof value === 'boolean';
const isRadius: Check<number> = (value): value is number =>
  Number.isInteger(value) &&
  (value as number) >= BORDER_RADIUS_MIN &&
  (value as number) <= BORDER_RADIUS_MAX;

const CHECKS: { [K in keyof DisplayPrefs]: Check<DisplayPrefs[K]> } = {
  fontFamily: oneOf(FONT_FAMILIES),
  borderRadius: isRadius,
  navType: oneOf(['light', 'dark']),
  presetColor: oneOf(PRESET_COLORS),
  layout: oneOf(['vertical', 'horizontal']),
  drawerType: oneOf(['default', 'mini']),
  outlinedFilled: isBoolean,
  rtlLayout: isBoolean,
  container: isBoolean,
  locale: oneOf(LOCALES),
  defaultLocale: oneOf(LOCALES),
  calendar: oneOf(CALENDARS),
};

/**
 * Stored preferences come from the browser and may be old or tampered with: keep each valid
 * value and replace anything else by its default, so the theme never sees an unknown preset.
 * Unknown keys are dropped.
 */
export function sanitizePrefs(raw: unknown): DisplayPrefs {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const prefs: Record<string, unknown> = { ...DEFAULT_PREFS };
  for (const [key, check] of Object.entries(CHECKS)) {
    if (check(source[key])) prefs[key] = source[key];
  }
  return prefs as unknown as DisplayPrefs;
}
