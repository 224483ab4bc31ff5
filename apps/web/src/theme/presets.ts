import type { FontFamily, PresetColor } from '../store/prefs';

interface PresetPalette {
  primary: string;
  secondary: string;
}

/**
 * Primary/secondary per preset and mode. Light-mode mains keep white text at 4.5:1 or
 * better; dark-mode mains are light tints that keep dark text readable on dark paper.
 */
export const PRESETS: Record<PresetColor, { light: PresetPalette; dark: PresetPalette }> = {
  // Council blue with a deep violet accent.
  default: {
    light: { primary: '#1565c0', secondary: '#5e35b1' },
    dark: { primary: '#90caf9', secondary: '#b39ddb' },
  },
  // Teal and raspberry.
  theme1: {
    light: { primary: '#00695c', secondary: '#ad1457' },
    dark: { primary: '#4db6ac', secondary: '#f48fb1' },
  },
  // Forest green and red, the colours of the region's flag.
  theme2: {
    light: { primary: '#2e7d32', secondary: '#c62828' },
    dark: { primary: '#81c784', secondary: '#ef9a9a' },
  },
  // Indigo and amber.
  theme3: {
    light: { primary: '#283593', secondary: '#8d5b00' },
    dark: { primary: '#9fa8da', secondary: '#ffca28' },
  },
  // Burgundy and slate.
  theme4: {
    light: { primary: '#8e2430', secondary: '#37474f' },
    dark: { primary: '#f0a3aa', secondary: '#b0bec5' },
  },
  // Coffee brown and green.
  theme5: {
    light: { primary: '#5d4037', secondary: '#00796b' },
    dark: { primary: '#bcaaa4', secondary: '#80cbc4' },
  },
  // Slate and cyan.
  theme6: {
    light: { primary: '#37474f', secondary: '#00838f' },
    dark: { primary: '#b0bec5', secondary: '#80deea' },
  },
};

/** The page behind the cards (`default`) and the cards themselves (`paper`), per mode. */
export const BACKGROUNDS = {
  light: { default: '#f4f6f8', paper: '#ffffff' },
  dark: { default: '#111418', paper: '#1a1e24' },
} as const;

// Noto Sans Ethiopic stays in every stack so Amharic renders in the same self-hosted font.
export const FONT_STACKS: Record<FontFamily, string> = {
  Roboto: "'Roboto Variable', 'Roboto', 'Noto Sans Ethiopic', 'Helvetica', 'Arial', sans-serif",
  'Noto Sans Ethiopic':
    "'Noto Sans Ethiopic', 'Roboto Variable', 'Roboto', 'Helvetica', 'Arial', sans-serif",
  system:
    "system-ui, -apple-system, 'Segoe UI', 'Noto Sans Ethiopic', 'Helvetica', 'Arial', sans-serif",
};
