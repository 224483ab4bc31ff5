import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import i18n from '../i18n';
import { LoadErrorBoundary } from './load-error-boundary';

const t = (key: string) => i18n.t(key);

/** An `import()` that fails once, as offline, then finds the screen. */
function failingOnce() {
  return vi
    .fn<() => Promise<{ default: () => ReactNode }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: () => <p>the screen</p> });
}

function renderPage(Page: ComponentType, resetKey = '/member/laws') {
  const tree = (key: string) => (
    <LoadErrorBoundary resetKey={key}>
      <Suspense fallback="loading">
        <Page />
      </Suspense>
    </LoadErrorBoundary>
  );
  const view = render(tree(resetKey));
  return { ...view, goTo: (key: string) => view.rerender(tree(key)) };
}

describe('LoadErrorBoundary', () => {
  it("says a screen's code did not load, and Try again loads it afresh", async () => {
    // React reports what a boundary caught on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingOnce();
    renderPage(lazyPage(load));

    expect(await screen.findByText(t('loadError.screen'))).toBeDefined();
    expect(screen.getByText(t('loadError.connection'))).toBeDefined();
    expect(screen.queryByText('the screen')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByText('the screen')).toBeDefined();
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again when the reader goes to another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failingOnce();
    const { goTo } = renderPage(lazyPage(load));
    expect(await screen.findByTestId('load-error')).toBeDefined();

    goTo('/member/meetings');
    expect(await screen.findByText('the screen')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed load failed until asked again, rather than retrying in a loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    renderPage(lazyPage(load));
    expect(await screen.findByTestId('load-error')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByTestId('load-error')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says something went wrong, with a reload, when a screen has a bug', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): ReactNode => {
      throw new Error('a bug');
    };
    renderPage(Broken);
    expect(await screen.findByText(t('loadError.broken'))).toBeDefined();
    expect(screen.getByRole('button', { name: t('loadError.reload') })).toBeDefined();
    expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  });

  it('shows the message in the language chosen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('en');
    try {
      renderPage(lazyPage(failingOnce()));
      expect(await screen.findByText('This screen could not be loaded.')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    } finally {
      await i18n.changeLanguage('om');
    }
  });
});
