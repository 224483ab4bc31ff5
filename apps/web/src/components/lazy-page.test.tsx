import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('loads once, whether asked ahead or when first rendered', async () => {
    const load = vi.fn(async () => ({ default: () => <p>the page</p> }));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    const ahead = Page.preload();
    expect(Page.preload()).toBe(ahead);
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
