import { createTheme, type Theme } from '@mui/material/styles';
import type { DisplayPrefs } from '../store/prefs';
import { BACKGROUNDS, FONT_STACKS, PRESETS } from './presets';

/** The seed's toolbar height. */
export const TOOLBAR_HEIGHT = 48;

/** The MUI theme for a set of display preferences. */
export function createAppTheme(prefs: DisplayPrefs): Theme {
  const preset = PRESETS[prefs.presetColor][prefs.navType];
  return createTheme({
    direction: prefs.rtlLayout ? 'rtl' : 'ltr',
    palette: {
      mode: prefs.navType,
      // Text on a coloured fill (chips, buttons) picks black or white for WCAG AA, not 3:1.
      contrastThreshold: 4.5,
      primary: { main: preset.primary },
      secondary: { main: preset.secondary },
      background: BACKGROUNDS[prefs.navType],
    },
    shape: { borderRadius: prefs.borderRadius },
    typography: {
      fontFamily: FONT_STACKS[prefs.fontFamily],
      h1: { fontSize: '1.75rem', fontWeight: 500 },
      h2: { fontSize: '1.25rem', fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    // Replaces MUI's responsive 56/64 px toolbar everywhere (AppBar and content offset).
    mixins: { toolbar: { minHeight: TOOLBAR_HEIGHT } },
    components: {
      MuiTextField: {
        defaultProps: { variant: prefs.outlinedFilled ? 'outlined' : 'filled', fullWidth: true },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
