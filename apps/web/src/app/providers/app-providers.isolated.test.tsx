import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enqueueSnackbar, noticeHostWanted } from '../../components/notices';
import { createAppStore } from '../../store';
import { AppProviders } from './app-providers';

describe("the notices' host", () => {
  it('loads when the reader first acts, and then shows the notices', async () => {
    const store = createAppStore();
    render(
      <AppProviders store={store}>
        <button type="button">Save</button>
      </AppProviders>,
    );
    await screen.findByText('Save');
    expect(noticeHostWanted.get()).toBe(false);
    fireEvent.pointerDown(screen.getByText('Save'));
    expect(noticeHostWanted.get()).toBe(true);
    enqueueSnackbar('Kuufameera');
    expect(await screen.findByText('Kuufameera')).toBeTruthy();
  });
});
