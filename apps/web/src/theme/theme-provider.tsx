import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { usePrefs } from '../store/hooks';
import { createAppTheme } from './create-app-theme';
import { emotionCacheFor } from './emotion-cache';

/** Applies the display preferences: theme, direction-aware styles and the baseline CSS. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefs = usePrefs();
  const theme = useMemo(() => createAppTheme(prefs), [prefs]);
  return (
    <CacheProvider value={emotionCacheFor(prefs.rtlLayout)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
