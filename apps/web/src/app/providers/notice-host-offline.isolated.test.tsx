import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enqueueSnackbar, noticeHostWanted } from '../../components/notices';
import { isLoadError } from '../../components/retryable-lazy';
import { createAppStore } from '../../store';
import { AppProviders } from './app-providers';

const network = vi.hoisted(() => ({ up: false, asked: 0 }));

// The host's code, as fetched: it fails while the network is down.
vi.mock('./snackbar-host', async (importOriginal) => {
  network.asked += 1;
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the notices' host, offline", () => {
  it('leaves the page as it is when it cannot load, and shows the notices once it can', async () => {
    // React reports on the console what a boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders store={createAppStore()}>
        <button type="button">Save</button>
      </AppProviders>,
    );
    fireEvent.pointerDown(await screen.findByText('Save'));
    expect(noticeHostWanted.get()).toBe(true);
    enqueueSnackbar('Kuufameera');
    await vi.waitFor(() => expect(reported.mock.calls.flat().some(isLoadError)).toBe(true));
    // Not a white page: what was there stays, and nothing is asked again while offline.
    await pause(50);
    expect(screen.getByText('Save')).toBeTruthy();
    expect(network.asked).toBe(1);

    network.up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Kuufameera')).toBeTruthy();
    expect(network.asked).toBe(2);
  });
});
