import { createTheme, type Theme } from '@mui/material/styles';
import type { DisplayPrefs } from '../store/prefs';
import { BACKGROUNDS, FONT_STACKS, PRESETS } from './presets';

/** The seed's toolbar height. */
export const TOOLBAR_HEIGHT = 48;

/** What MUI's own controls say (its defaults are English): in the reader's language. */
export interface ControlTexts {
  open: string;
  close: string;
  clear: string;
  noOptions: string;
  loading: string;
  /** The label of a pager's button: a page's number, or first/previous/next/last. */
  pageButton: (type: string, page: number | null) => string;
}

/** The MUI theme for a set of display preferences, its controls speaking the reader's language. */
export function createAppTheme(prefs: DisplayPrefs, controls?: ControlTexts): Theme {
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
      ...(controls && {
        MuiAutocomplete: {
          defaultProps: {
            openText: controls.open,
            closeText: controls.close,
            clearText: controls.clear,
            noOptionsText: controls.noOptions,
            loadingText: controls.loading,
          },
        },
        MuiPagination: {
          defaultProps: { getItemAriaLabel: (type, page) => controls.pageButton(type, page) },
        },
        MuiTablePagination: {
          defaultProps: { getItemAriaLabel: (type) => controls.pageButton(type, null) },
        },
        MuiAlert: { defaultProps: { closeText: controls.close } },
      }),
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
