import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, LocaleSchema } from '@caffee/contract';
import { z } from 'zod';

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
export const CALENDARS = ['gregorian', 'ethiopic'] as const;
export const BORDER_RADIUS_MIN = 0;
export const BORDER_RADIUS_MAX = 24;

/** The seed's display preferences (sections 3 and 9) plus the calendar; defaults first. */
export const PrefsSchema = z.object({
  fontFamily: z.enum(FONT_FAMILIES).catch('Roboto'),
  borderRadius: z.number().int().min(BORDER_RADIUS_MIN).max(BORDER_RADIUS_MAX).catch(8),
  navType: z.enum(['light', 'dark']).catch('light'),
  presetColor: z.enum(PRESET_COLORS).catch('default'),
  layout: z.enum(['vertical', 'horizontal']).catch('vertical'),
  drawerType: z.enum(['default', 'mini']).catch('default'),
  outlinedFilled: z.boolean().catch(true),
  rtlLayout: z.boolean().catch(false),
  container: z.boolean().catch(false),
  locale: LocaleSchema.catch(DEFAULT_LOCALE),
  defaultLocale: LocaleSchema.catch(DEFAULT_LOCALE),
  calendar: z.enum(CALENDARS).catch('gregorian'),
});
export type DisplayPrefs = z.infer<typeof PrefsSchema>;
export type PresetColor = DisplayPrefs['presetColor'];
export type FontFamily = DisplayPrefs['fontFamily'];
export type Calendar = DisplayPrefs['calendar'];

/** Each field's `.catch` supplies its default, so parsing nothing yields the defaults. */
export const DEFAULT_PREFS: DisplayPrefs = PrefsSchema.parse({});

/**
 * Stored preferences come from the browser and may be old or tampered with: keep each valid
 * value and replace anything else by its default, so the theme never sees an unknown preset.
 */
export function sanitizePrefs(raw: unknown): DisplayPrefs {
  return PrefsSchema.parse(typeof raw === 'object' && raw !== null ? raw : {});
}

const prefsSlice = createSlice({
  name: 'prefs',
  initialState: DEFAULT_PREFS,
  reducers: {
    updatePrefs: (state, action: PayloadAction<Partial<DisplayPrefs>>) =>
      sanitizePrefs({ ...state, ...action.payload }),
    resetPrefs: (state) => ({ ...DEFAULT_PREFS, locale: state.locale }),
  },
});

export const { updatePrefs, resetPrefs } = prefsSlice.actions;
export const prefsReducer = prefsSlice.reducer;
