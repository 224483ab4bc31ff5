import { darken, lighten } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, PRESET_COLORS } from '../store/prefs';
import { createAppTheme } from '../theme/create-app-theme';
import { MODE_COLORS, themeVariables } from './theme-vars';

describe('the sign-in page colours', () => {
  it.each(['light', 'dark'] as const)('are the app theme’s in %s mode', (navType) => {
    const { palette } = createAppTheme({ ...DEFAULT_PREFS, navType });
    const colors = MODE_COLORS[navType];
    const [shade, tint] = navType === 'light' ? [darken, lighten] : [lighten, darken];
    expect(colors).toMatchObject({
      text: palette.text.primary,
      textSecondary: palette.text.secondary,
      divider: palette.divider,
      active: palette.action.active,
      hover: palette.action.hover,
      focus: palette.action.focus,
      disabled: palette.action.disabled,
      disabledBackground: palette.action.disabledBackground,
      error: palette.error.main,
      info: palette.info.main,
      errorText: shade(palette.error.light, 0.6),
      errorBackground: tint(palette.error.light, 0.9),
      infoText: shade(palette.info.light, 0.6),
      infoBackground: tint(palette.info.light, 0.9),
    });
  });

  it.each(PRESET_COLORS)('follow preset %s in both modes', (presetColor) => {
    for (const navType of ['light', 'dark'] as const) {
      const prefs = { ...DEFAULT_PREFS, presetColor, navType, borderRadius: 13 };
      const { palette, shape } = createAppTheme(prefs);
      expect(themeVariables(prefs)).toMatchObject({
        '--primary': palette.primary.main,
        '--on-primary': palette.primary.contrastText,
        '--background': palette.background.default,
        '--paper': palette.background.paper,
        '--text-secondary': palette.text.secondary,
        '--radius': `${shape.borderRadius}px`,
      });
    }
  });

  it('use the chosen font', () => {
    const prefs = { ...DEFAULT_PREFS, fontFamily: 'system' } as const;
    expect(themeVariables(prefs)['--font']).toBe(createAppTheme(prefs).typography.fontFamily);
  });
});
