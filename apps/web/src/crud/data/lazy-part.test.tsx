import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { lazyPart } from './lazy-part';

const t = (key: string) => i18n.t(key);

function Panel({ label }: { label: string }) {
  return <p>panel {label}</p>;
}

describe('lazyPart', () => {
  it('shows a short message in its place when its code fails to load, the page staying', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ComponentType<{ label: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Panel);
    const Part = lazyPart(load);
    render(
      <main>
        <h1>the record</h1>
        <Suspense fallback="loading">
          <Part label="of members" />
        </Suspense>
      </main>,
    );

    const message = await screen.findByTestId('load-error');
    expect(message.textContent).toContain(t('loadError.part'));
    expect(screen.getByRole('heading', { name: 'the record' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByText('panel of members')).toBeDefined();
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(screen.getByRole('heading', { name: 'the record' })).toBeDefined();
  });
});
