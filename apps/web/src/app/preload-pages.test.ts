import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../api/client';
import { page, route } from '../test/api-fixtures';
import { mockApi } from '../test/render-app';
import { listQueryOptions } from '../crud/data/use-list-query';
import { createQueryClient } from './providers/query-client';
import { preloadPageAt } from './router';

afterEach(() => localStorage.clear());

/** Opens the app's routes at `url` as its start does, and says what was asked for. */
async function openAt(url: string) {
  const asked: { route: string; params: unknown }[] = [];
  mockApi((config: ApiRequest) => {
    asked.push({ route: route(config), params: config.params });
    return route(config) === 'GET news-feeds' ? page([{ id: 7, title: 'Oduu' }]) : undefined;
  });
  const client = createQueryClient();
  const location = new URL(url, 'http://localhost');
  await preloadPageAt(location, { client, locale: 'en' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all(
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.promise),
  );
  return { asked, client };
}

describe('opening the app on a list', () => {
  it('asks for the page the list page will show, into the cache its query reads', async () => {
    const { asked, client } = await openAt('/admin/news-feeds?page=2&search=rain');
    expect(asked.map((a) => a.route)).toEqual(['GET news-feeds']);
    // The key the list page's own query makes at that address (crud/data/use-list-query.ts): its
    // page, search, includes and language.
    const cached = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey as QueryKey);
    expect(cached).toEqual([
      listQueryOptions(
        'news-feeds',
        { pagination: { page: 2, pageSize: 8 }, search: 'rain', includes: ['category', 'files'] },
        'en',
      ).queryKey,
    ]);
    expect(client.getQueryData(cached[0] ?? [])).toMatchObject({ rows: [{ id: 7 }] });
  });

  it('asks for nothing ahead on a form', async () => {
    const { asked } = await openAt('/admin/news-feeds/new');
    expect(asked).toEqual([]);
  });
});
