import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n';
import { createAppStore } from '../store';
import { AppThemeProvider } from './theme-provider';

function Controls() {
  return (
    <>
      <Autocomplete
        options={['a', 'b']}
        value="a"
        renderInput={(params) => <TextField {...params} label="x" />}
      />
      <Pagination count={3} page={1} showFirstButton />
    </>
  );
}

describe("MUI's own texts", () => {
  afterEach(() => switchLanguage('om'));

  it("speak the reader's language, and change with it", async () => {
    render(
      <Provider store={createAppStore()}>
        <AppThemeProvider>
          <Controls />
        </AppThemeProvider>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Banaa' })).toBeTruthy();
    expect(screen.getByTitle('Haqaa')).toBeTruthy(); // shown on hover
    expect(screen.getByRole('button', { name: 'Fuula 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fuula jalqabaa' })).toBeTruthy();

    await act(() => switchLanguage('am'));
    expect(screen.getByRole('button', { name: 'ይክፈቱ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ገጽ 2' })).toBeTruthy();
  });
});
