import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../api/client';
import { page, route } from '../../test/api-fixtures';
import { mockApi } from '../../test/render-app';
import { fetchOptions } from './crud-api';

describe('the choices of a select', () => {
  it("are named and sorted by the type's title field", async () => {
    const asked: unknown[] = [];
    mockApi((config: ApiRequest) => {
      asked.push(config.params);
      if (route(config) === 'GET meetings') return page([{ id: 4, title: 'Walgahii Caffee' }]);
      if (route(config) === 'GET meeting-categories') return page([{ id: 2, name: 'Koree' }]);
      return undefined;
    });
    expect(await fetchOptions('meetings', 'om')).toEqual([{ id: 4, name: 'Walgahii Caffee' }]);
    expect(await fetchOptions('meeting-categories', 'en')).toEqual([{ id: 2, name: 'Koree' }]);
    expect(asked).toEqual([
      expect.objectContaining({ sorting: { title: 'asc' }, locale: 'om' }),
      expect.objectContaining({ sorting: { name: 'asc' }, locale: 'en' }),
    ]);
  });
});
