import { describe, expect, it } from 'vitest';
import {
  isId,
  listParamsToSearch,
  oneOf,
  parseListParams,
  toListRequest,
  type ListParams,
  type ListUrlSpec,
} from './list-params';

const spec: ListUrlSpec = {
  filters: { type: oneOf(['admin', 'member']), roleId: isId },
  sorts: ['name', 'createdAt'],
};
const parse = (query: string, s = spec) => parseListParams(new URLSearchParams(query), s);
const defaults: ListParams = { page: 1, pageSize: 8, search: '', filter: {}, sort: null };

describe('list state in the address', () => {
  it('reads page, size, search, filters and sorting', () => {
    expect(
      parse('page=3&pageSize=16&search=%20abba%20&type=member&roleId=4&sort=name&order=desc'),
    ).toEqual({
      page: 3,
      pageSize: 16,
      search: 'abba',
      filter: { type: 'member', roleId: '4' },
      sort: { field: 'name', direction: 'desc' },
    });
  });

  it('falls back to defaults for anything unknown or malformed, so the API never sees it', () => {
    expect(
      parse('page=0&pageSize=7&type=root&roleId=1%20or%201&status=x&sort=password&order=up'),
    ).toEqual(defaults);
    expect(parse('page=abc&pageSize=-8')).toEqual(defaults);
    expect(parse('roleId=2147483648').filter).toEqual({});
    expect(parse('roleId=2147483647').filter).toEqual({ roleId: '2147483647' });
    expect(parse('sort=name&order=sideways').sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    expect(listParamsToSearch(defaults, spec).toString()).toBe('');
    const params: ListParams = {
      page: 2,
      pageSize: 32,
      search: ' hawi ',
      filter: { roleId: '3', type: 'admin', unknown: 'x' },
      sort: { field: 'createdAt', direction: 'desc' },
    };
    const query = listParamsToSearch(params, spec).toString();
    expect(query).toBe(
      'search=hawi&type=admin&roleId=3&sort=createdAt&order=desc&page=2&pageSize=32',
    );
    expect(parse(query)).toEqual({
      ...params,
      search: 'hawi',
      filter: { type: 'admin', roleId: '3' },
    });
  });

  it('treats a default sort as the plain address', () => {
    const sorted = { ...spec, defaultSort: { field: 'name', direction: 'asc' } as const };
    expect(parse('', sorted).sort).toEqual({ field: 'name', direction: 'asc' });
    expect(listParamsToSearch(parse('', sorted), sorted).toString()).toBe('');
    expect(parse('sort=name&order=desc', sorted).sort).toEqual({
      field: 'name',
      direction: 'desc',
    });
  });

  it('turns the state into the bracket-notation query of the API', () => {
    expect(toListRequest(defaults)).toEqual({ pagination: { page: 1, pageSize: 8 } });
    expect(
      toListRequest({
        page: 2,
        pageSize: 16,
        search: 'abba',
        filter: { type: 'member' },
        sort: { field: 'name', direction: 'asc' },
      }),
    ).toEqual({
      pagination: { page: 2, pageSize: 16 },
      search: 'abba',
      filter: { type: 'member' },
      sorting: { name: 'asc' },
    });
  });
});
