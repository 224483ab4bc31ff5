import type { UserWithIncludes } from '@caffee/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const me = adminUser({
  permissions: ['users:list', 'users:update', 'users:activate', 'users:delete', 'roles:list'],
});
const hawi: UserWithIncludes = {
  ...adminUser({ id: 7, name: 'Hawi Dhaabaa', email: 'hawi@caffee.example', type: 'member' }),
  status: 'pending',
  lastLoginAt: null,
  role: { id: 3, name: 'Member' },
  institute: null,
};

// The first render also loads the page's code.
const findHawi = () => screen.findByTestId('record-card-7');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});

/** The users API: one pending user, 20 in all; records each list query's parameters. */
function serve() {
  const session = signedIn(me);
  const lists: unknown[] = [];
  let status = hawi.status;
  const calls = mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET users') {
      lists.push(config.params);
      return page([{ ...hawi, status }], 20);
    }
    if (call === 'GET roles') return page([{ id: 3, name: 'Member' }]);
    if (call === 'POST users/7/activate' || call === 'POST users/7/disable') {
      status = call.endsWith('activate') ? 'active' : 'disabled';
      return ok({ ...hawi, status });
    }
    return session(config);
  });
  return { lists, calls };
}

// Whole-app renders: generous time on a busy machine.
describe('the users list', { timeout: 15_000 }, () => {
  it('asks the API for what the address says', async () => {
    const { lists } = serve();
    renderApp('/admin/users?type=member&status=pending&page=2&sort=name&order=desc&x=1');
    expect(await findHawi()).toBeTruthy();
    expect(lists[0]).toEqual({
      pagination: { page: 2, pageSize: 8 },
      filter: { type: 'member', status: 'pending' },
      sorting: { name: 'desc' },
      includes: ['role', 'institute'],
      locale: 'om',
    });
  });

  it('puts a chosen filter in the address and starts again at the first page', async () => {
    const { lists } = serve();
    localStorage.setItem('caffee.displayMode.users', 'table');
    const { currentLocation } = renderApp('/admin/users?page=2');
    await screen.findByTestId('record-row-7');
    // The table has the actions too.
    expect(screen.getByTestId('user-activate-hawi@caffee.example')).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId('filter-type'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Bulchaa'));
    await waitFor(() => expect(currentLocation().search).toBe('?type=admin'));
    await waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        pagination: { page: 1, pageSize: 8 },
        filter: { type: 'admin' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Fuula itti aanu' }));
    await waitFor(() => expect(currentLocation().search).toBe('?type=admin&page=2'));
    fireEvent.click(screen.getByTestId('sort-name').querySelector('span')!);
    await waitFor(() => expect(currentLocation().search).toBe('?type=admin&sort=name&order=asc'));
  });

  it('keeps the search in the address once typing pauses', async () => {
    serve();
    const { currentLocation } = renderApp('/admin/users');
    await findHawi();
    fireEvent.change(screen.getByTestId('record-search'), { target: { value: ' hawi ' } });
    await waitFor(() => expect(currentLocation().search).toBe('?search=hawi'));
    // What is being typed stays as typed, space included.
    expect(screen.getByTestId<HTMLInputElement>('record-search').value).toBe(' hawi ');
  });

  it('activates a pending user and says so', async () => {
    const { calls } = serve();
    renderApp('/admin/users');
    await findHawi();
    fireEvent.click(screen.getByTestId('user-activate-hawi@caffee.example'));
    expect(await screen.findByText('Hawi Dhaabaa hojii irra oolfameera.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/users/7/activate'))).toBe(
      true,
    );
    await waitFor(() =>
      expect(screen.queryByTestId('user-activate-hawi@caffee.example')).toBeNull(),
    );
    // Active now: disabling is offered instead.
    expect(screen.getByTestId('user-disable-hawi@caffee.example')).toBeTruthy();
  });

  it('offers no action on an account the server says is above the reader', async () => {
    const session = signedIn(me);
    mockApi((config: ApiRequest) =>
      route(config) === 'GET users' ? page([{ ...hawi, manageable: false }], 1) : session(config),
    );
    renderApp('/admin/users');
    await findHawi();
    for (const action of ['edit', 'activate', 'reset', 'delete']) {
      expect(screen.queryByTestId(`user-${action}-hawi@caffee.example`)).toBeNull();
    }
  });

  it('asks for confirmation before disabling, then disables', async () => {
    const { calls } = serve();
    renderApp('/admin/users');
    await findHawi();
    fireEvent.click(screen.getByTestId('user-activate-hawi@caffee.example'));
    fireEvent.click(await screen.findByTestId('user-disable-hawi@caffee.example'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('hawi@caffee.example');
    expect(calls.some((c) => c.url.endsWith('/users/7/disable'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dhorkaa' }));
    expect(await screen.findByText('Hawi Dhaabaa dhorkameera.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/users/7/disable'))).toBe(true);
  });
});

describe('the council members list', { timeout: 15_000 }, () => {
  it('is the users list with the type fixed to member, and creates members', async () => {
    const lists: unknown[] = [];
    const session = signedIn(adminUser({ permissions: [...me.permissions, 'users:create'] }));
    mockApi((config: ApiRequest) => {
      if (route(config) === 'GET users') {
        lists.push(config.params);
        return page([hawi], 1);
      }
      return session(config);
    });
    const { currentLocation } = renderApp('/admin/caffee-users?status=pending&type=admin');
    await findHawi();
    expect(lists[0]).toMatchObject({ filter: { status: 'pending', type: 'member' } });
    expect(screen.queryByTestId('filter-type')).toBeNull();
    expect(screen.queryByTestId('filter-instituteId')).toBeNull();
    expect(screen.getByTestId('filter-status')).toBeTruthy();
    const create = screen.getByTestId('record-create');
    expect(create.textContent).toBe('Miseensa haaraa');
    fireEvent.click(create);
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/caffee-users/new'));
    // A new member's form starts as a member, with the council profile to fill.
    expect(await screen.findByTestId('field-party')).toBeTruthy();
  });
});
