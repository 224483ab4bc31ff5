import type { Role } from '@caffee/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const me = adminUser({ roleId: 1, permissions: ['roles:list', 'roles:read', 'roles:update'] });
const clerks = (permissions: string[]): Role => ({
  id: 3,
  name: 'Records clerks',
  description: null,
  isSystem: false,
  systemType: null,
  userCount: 1,
  permissionCount: permissions.length,
  permissions,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: 1,
});

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A server keeping one role's set; `failPut` refuses saves, `hold` keeps them waiting. */
function serve(initial: string[], role = clerks) {
  const state = {
    granted: initial,
    failPut: false,
    hold: null as Promise<void> | null,
  };
  const session = signedIn(me);
  const calls = mockApi((config) => {
    const signed = session(config);
    if (signed) return signed;
    const call = route(config);
    if (call === 'GET roles/3') return ok(role(state.granted));
    if (call === 'PUT roles/3/permissions') {
      if (state.hold) return state.hold.then(() => save(config));
      return save(config);
    }
    return undefined;
  });
  function save(config: { data?: unknown }) {
    if (state.failPut) return { status: 500, data: { message: 'boom', code: 'internal_error' } };
    state.granted = (config.data as { permissions: string[] }).permissions;
    return ok(role(state.granted));
  }
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.data);
  return { state, puts };
}

// Hundreds of checkboxes: jsdom takes its time.
describe('the role permissions matrix', { timeout: 20_000 }, () => {
  it('checks the cells the role has and marks partly granted rows', async () => {
    serve(['users:list', 'roles:list']);
    renderApp('/admin/roles/3/permissions');
    await waitFor(() => expect(input('permission-users-list').checked).toBe(true));
    expect(input('permission-roles-list').checked).toBe(true);
    expect(input('permission-users-read').checked).toBe(false);
    expect(input('permission-row-toggle-users').dataset.indeterminate).toBe('true');
    expect(input('permission-row-toggle-news-feeds').dataset.indeterminate).toBe('false');
    // No such permission: no checkbox in that cell.
    expect(screen.queryByTestId('permission-news-feeds-review')).toBeNull();
  });

  it('sends the whole new set at each click and shows it at once', async () => {
    const { state, puts } = serve(['users:list']);
    let release = () => undefined as void;
    state.hold = new Promise((resolve) => (release = resolve));
    renderApp('/admin/roles/3/permissions');
    await waitFor(() => expect(input('permission-users-list').checked).toBe(true));

    fireEvent.click(input('permission-roles-list'));
    // Checked in the click's own frame, while the save is still on its way.
    expect(input('permission-roles-list').checked).toBe(true);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(input('permission-roles-list').checked).toBe(true);
    state.hold = null;
    release();
    expect(puts()[0]).toEqual({ permissions: ['roles:list', 'users:list'] });

    fireEvent.click(input('permission-users-list'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({ permissions: ['roles:list'] });
    await waitFor(() => expect(input('permission-users-list').checked).toBe(false));
  });

  it('toggles a whole row and a whole column', async () => {
    const { puts } = serve(['users:list']);
    renderApp('/admin/roles/3/permissions');
    await waitFor(() => expect(input('permission-users-list').checked).toBe(true));

    fireEvent.click(input('permission-row-toggle-questions'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      permissions: [
        'questions:answer',
        'questions:comment',
        'questions:create',
        'questions:delete',
        'questions:list',
        'questions:read',
        'questions:update',
        'users:list',
      ],
    });

    fireEvent.click(input('permission-column-activate'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect((puts()[1] as { permissions: string[] }).permissions).toContain('users:activate');
  });

  it('puts the matrix back and says so when a save fails', async () => {
    const { state } = serve(['users:list']);
    state.failPut = true;
    let release = () => undefined as void;
    state.hold = new Promise((resolve) => (release = resolve));
    renderApp('/admin/roles/3/permissions');
    await waitFor(() => expect(input('permission-users-list').checked).toBe(true));
    fireEvent.click(input('permission-users-read'));
    expect(input('permission-users-read').checked).toBe(true);
    release();
    expect(await screen.findByText(/Jijjiiramni hin olkaa'amne/)).toBeTruthy();
    await waitFor(() => expect(input('permission-users-read').checked).toBe(false));
  });

  it('shows the Administrator role read-only: it always has everything', async () => {
    const { puts } = serve(['users:list'], (permissions) => ({
      ...clerks(permissions),
      name: 'Bulchaa',
      isSystem: true,
      systemType: 'admin',
    }));
    renderApp('/admin/roles/3/permissions');
    expect(await screen.findByTestId('matrix-read-only')).toBeTruthy();
    expect(input('permission-users-list').disabled).toBe(true);
    fireEvent.click(input('permission-users-read'));
    expect(puts()).toHaveLength(0);
  });
});
