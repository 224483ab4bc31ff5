import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const hits = [
  {
    type: 'meetings',
    id: 4,
    title: 'Walgahii Koree Bishaanii',
    snippet: 'Dhimma <mark>bishaan</mark> &lt;b&gt; Adaamaa',
    address: '/go/meetings/4',
    rank: 2,
  },
  {
    type: 'kebeles',
    id: 9,
    title: 'Ganda Bishaan Dhugaatii',
    snippet: '',
    address: '/go/kebeles/9',
    rank: 1,
  },
];

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function serve() {
  const signed = signedIn(
    adminUser({ type: 'member', permissions: ['meetings:list', 'meetings:read'] }),
  );
  const searches: { q: string; filter?: { type: string } }[] = [];
  mockApi((config) => {
    if (route(config) === 'GET search') {
      const params = config.params as { q: string; filter?: { type: string } };
      searches.push(params);
      const counts = { meetings: 1, kebeles: 1 };
      const rows =
        params.q === 'zzz'
          ? []
          : hits.filter((h) => !params.filter || h.type === params.filter.type);
      const total = rows.length;
      const pagination = { page: 1, pageSize: 8, total, pageCount: Math.ceil(total / 8) };
      const found = params.q === 'zzz' ? {} : counts;
      return { status: 200, data: { payload: rows, _attributes: { pagination, counts: found } } };
    }
    return signed(config);
  });
  return searches;
}

describe('the search of everything', { timeout: 15_000 }, () => {
  it('shows each hit with its type, a link to it and the marked passage, and counts by type', async () => {
    const searches = serve();
    const { currentLocation } = renderApp('/member/search?q=bishaan');
    const [meeting, kebele] = await screen.findAllByTestId('search-hit');
    expect(searches[0]).toEqual({
      q: 'bishaan',
      locale: 'om',
      pagination: { page: 1, pageSize: 8 },
    });
    expect(within(meeting!).getByText('bishaan', { selector: 'mark' })).toBeTruthy();
    expect(meeting!.querySelector('b')).toBeNull();
    expect(within(meeting!).getByRole('link').getAttribute('href')).toBe('/member/meetings/4');
    expect(kebele!.textContent).toContain('Ganda Bishaan Dhugaatii');

    const types = screen.getByTestId('search-types');
    expect(
      within(types).getByRole('button', { name: 'Hunda (2)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(types).getByRole('button', { name: 'Walgahiiwwan (1)' }));
    await waitFor(() => expect(currentLocation().search).toMatch(/type=/));
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(1));
    expect(searches.at(-1)?.filter).toEqual({ type: 'meetings' });
  });

  it('says what was searched when nothing is found', async () => {
    serve();
    renderApp('/member/search?q=zzz');
    expect((await screen.findByTestId('search-empty')).textContent).toContain('“zzz”');
  });

  it('is opened from the header, which keeps no query behind', async () => {
    serve();
    const { currentLocation } = renderApp('/member/search');
    const box = await screen.findByRole('searchbox', { name: 'Waan hunda barbaadaa' });
    fireEvent.change(box, { target: { value: 'Adaamaa lafa' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(currentLocation().search).toBe('?q=Adaamaa+lafa'));
    expect((box as HTMLInputElement).value).toBe('');
  });
});
