import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const me = adminUser({
  permissions: ['news-feeds:list', 'news-feeds:read', 'news-feed-categories:list'],
});
const category = { id: 3, name: 'Labsii' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The API of a news list; returns the calls made, in order. */
function serve() {
  const session = signedIn(me);
  const calls: string[] = [];
  mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET news-feeds') return (calls.push(call), page([]));
    if (call === 'GET news-feed-categories') return (calls.push(call), page([category]));
    return session(config);
  });
  return calls;
}

describe("a list's filter of related records", () => {
  it('asks for its choices when the reader reaches for it, not with every list', async () => {
    const calls = serve();
    renderApp('/admin/news-feeds');
    await screen.findByTestId('list-empty');
    expect(calls).toEqual(['GET news-feeds']);

    const filter = screen.getByTestId('filter-categoryId');
    fireEvent.focus(filter);
    await waitFor(() => expect(calls).toContain('GET news-feed-categories'));
    fireEvent.mouseDown(filter);
    const choices = await screen.findByRole('listbox');
    expect(await within(choices).findByText('Labsii')).toBeTruthy();
    expect(within(choices).queryByTestId('filter-categoryId-loading')).toBeNull();
  });

  it('asks at once when the address filters by it, to show the chosen name', async () => {
    const calls = serve();
    renderApp('/admin/news-feeds?categoryId=3');
    await waitFor(() => expect(calls).toContain('GET news-feed-categories'));
    expect(await screen.findByText('Labsii')).toBeTruthy();
  });
});
