import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, PRESET_COLORS } from '../store/prefs';
import { createAppTheme } from './create-app-theme';

describe('createAppTheme', () => {
  it('applies the preferences', () => {
    const theme = createAppTheme({
      ...DEFAULT_PREFS,
      navType: 'dark',
      rtlLayout: true,
      borderRadius: 12,
      outlinedFilled: false,
    });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('rtl');
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.components?.MuiTextField?.defaultProps?.variant).toBe('filled');
    expect(theme.typography.fontFamily).toContain('Noto Sans Ethiopic');
  });

  it.each(PRESET_COLORS)('keeps button text readable in preset %s', (presetColor) => {
    for (const navType of ['light', 'dark'] as const) {
      const { palette } = createAppTheme({ ...DEFAULT_PREFS, presetColor, navType });
      const colors = [palette.primary, palette.secondary, palette.error, palette.warning];
      for (const color of [...colors, palette.info, palette.success]) {
        expect(getContrastRatio(color.main, color.contrastText)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives every preset its own primary colour', () => {
    const primaries = PRESET_COLORS.map(
      (presetColor) => createAppTheme({ ...DEFAULT_PREFS, presetColor }).palette.primary.main,
    );
    expect(new Set(primaries).size).toBe(PRESET_COLORS.length);
  });
});
