import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiRequest } from '../../api/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { DEFAULT_PREFS } from '../../store/prefs';
import { writeStoredPrefs } from '../../store/stored-prefs';
import { mockApi, renderApp } from '../../test/render-app';

const me = adminUser({
  permissions: ['news-feeds:list', 'news-feeds:read', 'news-feeds:create'],
});
const news = {
  id: 5,
  title: 'Yaa’iin Caffee jalqabe',
  summary: null,
  body: null,
  categoryId: null,
  status: 'published',
  publishedAt: '2026-05-01T06:30:00.000Z',
  coverUrl: null,
  category: null,
  createdAt: '2026-05-01T06:30:00.000Z',
  updatedAt: '2026-05-01T06:30:00.000Z',
  createdBy: 1,
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function serve() {
  const session = signedIn(me);
  const params: Record<string, unknown>[] = [];
  mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET news-feeds' || call === 'GET news-feeds/export.csv') {
      params.push({ call, ...(config.params as object) });
      return call === 'GET news-feeds' ? page([news]) : ok(new Blob(['id\n5\n']));
    }
    return session(config);
  });
  return params;
}

describe('a record list derived from its declaration', () => {
  it('asks the API with the filters of the address and switches display modes', async () => {
    const params = serve();
    renderApp('/admin/news-feeds?status=published&sort=title&order=asc');
    expect(await screen.findByTestId('record-card-5')).toBeTruthy();
    expect(params[0]).toMatchObject({
      filter: { status: 'published' },
      sorting: { title: 'asc' },
      pagination: { page: 1, pageSize: 8 },
    });
    // Without a cover, the card shows the inline placeholder.
    expect(screen.getByTestId('placeholder-cover')).toBeTruthy();
    fireEvent.click(screen.getByTestId('display-table'));
    expect(await screen.findByTestId('records-table')).toBeTruthy();
    expect(localStorage.getItem('caffee.displayMode.news-feeds')).toBe('table');
    fireEvent.click(screen.getByTestId('display-list'));
    expect(await screen.findByTestId('records-list')).toBeTruthy();
  });

  it('exports the list with its query, its columns, the language and the calendar', async () => {
    const params = serve();
    const create = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    writeStoredPrefs({ ...DEFAULT_PREFS, calendar: 'ethiopic' });
    renderApp('/admin/news-feeds?status=published');
    await screen.findByTestId('record-card-5');
    fireEvent.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const exported = params.find((p) => p.call === 'GET news-feeds/export.csv');
    expect(exported).toMatchObject({
      filter: { status: 'published' },
      locale: 'om',
      columns: expect.arrayContaining(['title', 'status']),
      calendar: 'ethiopic',
    });
    expect(exported).not.toHaveProperty('pagination');
  });

  it('keeps the filters behind a button on a phone, which says how many are set', async () => {
    // A phone's width: MUI's media queries ask matchMedia, which jsdom lacks.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve();
    renderApp('/admin/news-feeds?status=published');
    await screen.findByTestId('record-card-5');
    const toggle = screen.getByTestId('record-filters-toggle');
    expect(toggle.textContent).toBe('Calallii (1)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('filter-status')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('filter-status').textContent).toBe('Maxxanfame');
  });

  it('offers a search box only where the record type declares what search looks in', async () => {
    serve();
    const { unmount } = renderApp('/admin/news-feeds');
    await screen.findByTestId('record-card-5');
    expect(screen.getByTestId('record-search')).toBeTruthy();
    unmount();

    // A register has no text of its own to search: no box that would do nothing.
    const session = signedIn(adminUser({ permissions: ['attendances:list'] }));
    mockApi((config: ApiRequest) =>
      route(config) === 'GET attendances' ? page([]) : session(config),
    );
    renderApp('/admin/attendances');
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
    expect(screen.queryByTestId('record-search')).toBeNull();
  });
});
