import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DisplayPrefs } from '../store/prefs';
import { createAppTheme, type ControlTexts } from './create-app-theme';
import { emotionCacheFor, loadRtl, rtlReady } from './emotion-cache';

/**
 * The app's theme for a set of display preferences, with the direction's styles and the
 * baseline CSS: the app (AppThemeProvider) and the sign-in page both draw with it.
 */
export function PrefsThemeProvider({
  prefs,
  controls,
  children,
}: {
  prefs: DisplayPrefs;
  controls?: ControlTexts;
  children: ReactNode;
}) {
  const theme = useMemo(() => createAppTheme(prefs, controls), [prefs, controls]);
  // A right-to-left layout's styles once their plugin has loaded (emotion-cache.ts).
  const [, setRtlLoaded] = useState(rtlReady);
  useEffect(() => {
    if (prefs.rtlLayout && !rtlReady()) void loadRtl().then(() => setRtlLoaded(true));
  }, [prefs.rtlLayout]);
  return (
    <CacheProvider value={emotionCacheFor(prefs.rtlLayout)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
