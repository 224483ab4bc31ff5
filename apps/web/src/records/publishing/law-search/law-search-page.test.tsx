import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const hit = {
  id: 3,
  title: 'Labsii Eegumsa Naannoo',
  proclamationNumber: '238/2021',
  enactedAt: '2021-02-18T00:00:00.000Z',
  rank: 0.5,
  snippet: '… kennameefiin <mark>labsii</mark> kana &lt;b&gt; danda&#39;ee …',
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function serve() {
  const signed = signedIn(adminUser({ type: 'member', permissions: ['enacted-laws:list'] }));
  const searches: unknown[] = [];
  mockApi((config) => {
    if (route(config) === 'GET enacted-laws/search') {
      const params = config.params as { q: string };
      searches.push(params);
      if (params.q.length > 5 && params.q.startsWith('zzz')) {
        return { status: 422, data: { message: 'Validation failed', errors: [{ q: 'Too big' }] } };
      }
      return page([hit], 9);
    }
    return signed(config);
  });
  return searches;
}

describe('the law search', { timeout: 15_000 }, () => {
  it('searches what the address says and highlights the snippet', async () => {
    const searches = serve();
    const { currentLocation } = renderApp('/member/laws/search?q=labsii&page=2');
    const result = await screen.findByTestId('law-hit');
    expect(searches[0]).toEqual({
      q: 'labsii',
      locale: 'om',
      pagination: { page: 2, pageSize: 8 },
    });
    expect(within(result).getByText('labsii', { selector: 'mark' })).toBeTruthy();
    expect(result.querySelector('b')).toBeNull();
    expect(result.textContent).toContain("kana <b> danda'ee");
    expect(within(result).getByRole('link').getAttribute('href')).toBe('/member/enacted-laws/3');

    fireEvent.change(screen.getByTestId('law-search-input'), { target: { value: 'seera fayyaa' } });
    fireEvent.click(screen.getByTestId('law-search-submit'));
    await waitFor(() => expect(currentLocation().search).toBe('?q=seera+fayyaa'));
  });

  it('refuses an empty query and shows the server 422 on the field', async () => {
    const searches = serve();
    renderApp('/member/laws/search');
    fireEvent.click(await screen.findByTestId('law-search-submit'));
    expect(await screen.findByText('Iddoon kun guutamuu qaba.')).toBeTruthy();
    expect(searches).toHaveLength(0);

    fireEvent.change(screen.getByTestId('law-search-input'), { target: { value: 'zzzzzz' } });
    fireEvent.click(screen.getByTestId('law-search-submit'));
    expect(await screen.findByText('Tajaajilaan gatii kana hin fudhanne.')).toBeTruthy();
  });
});
