import type { DisplayPrefs } from '../store/prefs';
import { BACKGROUNDS, FONT_STACKS, PRESETS } from '../theme/presets';

/**
 * The colours of MUI's default palette the sign-in page draws with, per mode, so it looks as
 * the app's theme does (theme-vars.test.ts checks them against the theme). The Alert colours
 * are MUI's: its `light` shade darkened (text) and lightened (background), reversed in dark mode.
 */
export const MODE_COLORS = {
  light: {
    text: 'rgba(0, 0, 0, 0.87)',
    textSecondary: 'rgba(0, 0, 0, 0.6)',
    divider: 'rgba(0, 0, 0, 0.12)',
    active: 'rgba(0, 0, 0, 0.54)',
    hover: 'rgba(0, 0, 0, 0.04)',
    focus: 'rgba(0, 0, 0, 0.12)',
    disabled: 'rgba(0, 0, 0, 0.26)',
    disabledBackground: 'rgba(0, 0, 0, 0.12)',
    onPrimary: '#fff',
    error: '#d32f2f',
    errorText: 'rgb(95, 33, 32)',
    errorBackground: 'rgb(253, 237, 237)',
    info: '#0288d1',
    infoText: 'rgb(1, 67, 97)',
    infoBackground: 'rgb(229, 246, 253)',
    outline: 'rgba(0, 0, 0, 0.23)',
    fill: 'rgba(0, 0, 0, 0.06)',
    fillHover: 'rgba(0, 0, 0, 0.09)',
    underline: 'rgba(0, 0, 0, 0.42)',
  },
  dark: {
    text: '#fff',
    textSecondary: 'rgba(255, 255, 255, 0.7)',
    divider: 'rgba(255, 255, 255, 0.12)',
    active: '#fff',
    hover: 'rgba(255, 255, 255, 0.08)',
    focus: 'rgba(255, 255, 255, 0.12)',
    disabled: 'rgba(255, 255, 255, 0.3)',
    disabledBackground: 'rgba(255, 255, 255, 0.12)',
    onPrimary: 'rgba(0, 0, 0, 0.87)',
    error: '#f44336',
    errorText: 'rgb(244, 199, 199)',
    errorBackground: 'rgb(22, 11, 11)',
    info: '#29b6f6',
    infoText: 'rgb(184, 231, 251)',
    infoBackground: 'rgb(7, 19, 24)',
    outline: 'rgba(255, 255, 255, 0.23)',
    fill: 'rgba(255, 255, 255, 0.09)',
    fillHover: 'rgba(255, 255, 255, 0.13)',
    underline: 'rgba(255, 255, 255, 0.7)',
  },
} as const;

const cssName = (name: string) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The CSS custom properties of a set of preferences (`--primary`, `--text-secondary`…). */
export function themeVariables(prefs: DisplayPrefs): Record<string, string> {
  const mode = prefs.navType;
  const colors = {
    ...MODE_COLORS[mode],
    primary: PRESETS[prefs.presetColor][mode].primary,
    background: BACKGROUNDS[mode].default,
    paper: BACKGROUNDS[mode].paper,
  };
  return {
    ...Object.fromEntries(Object.entries(colors).map(([name, value]) => [cssName(name), value])),
    '--radius': `${prefs.borderRadius}px`,
    '--font': FONT_STACKS[prefs.fontFamily],
  };
}

/** Puts the preferences' colours, radius and font on the document for the page's CSS. */
export function applyThemeVariables(
  prefs: DisplayPrefs,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(themeVariables(prefs))) {
    root.style.setProperty(name, value);
  }
  root.style.colorScheme = prefs.navType;
}
