import Box from '@mui/material/Box';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS } from '../store/prefs';
import { PrefsThemeProvider } from './prefs-theme-provider';

/** The emotion caches that have written styles into the document, by key. */
const cacheKeys = () =>
  [...document.querySelectorAll('style[data-emotion]')].map(
    (s) => s.getAttribute('data-emotion')?.split(' ')[0],
  );

describe('the theme’s direction', () => {
  it('draws right to left once the flipping plugin has loaded', async () => {
    render(
      <PrefsThemeProvider prefs={{ ...DEFAULT_PREFS, rtlLayout: true }}>
        <Box sx={{ marginLeft: '3px' }} data-testid="box" />
      </PrefsThemeProvider>,
    );
    await waitFor(() => expect(cacheKeys()).toContain('muirtl'));
  });
});
