import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, page, route, signedIn } from '../test/api-fixtures';
import { mockApi, renderApp } from '../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(permissions: string[]) {
  const session = signedIn(adminUser({ permissions }));
  return mockApi((config) => (route(config) === 'GET users' ? page([]) : session(config)));
}

// Whole-app renders: generous time on a busy machine.
describe('pages behind a permission', { timeout: 15_000 }, () => {
  it('are not rendered without it: a translated notice instead, and no data calls', async () => {
    const calls = serve(['users:list']);
    renderApp('/admin/roles');
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Hin hayyamamne');
    // The page's data is not asked for (the header's bell asks for its count on every page).
    const urls = calls.map((c) => c.url).filter((url) => !url.includes('/notifications/'));
    expect(urls).toEqual(['/api/v1/users/current']);
    // The menu offers only what the role allows.
    fireEvent.click(screen.getByTestId('drawer-toggle'));
    expect(await screen.findByTestId('nav-users')).toBeTruthy();
    expect(screen.queryByTestId('nav-roles')).toBeNull();
    expect(screen.queryByTestId('nav-permissions')).toBeNull();
  });

  it("also need the item's own permission for pages under it", async () => {
    serve(['users:list']);
    renderApp('/admin/users/new');
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
  });

  it('render when the role grants them', async () => {
    serve(['users:list']);
    renderApp('/admin/users');
    expect(await screen.findByTestId('record-search')).toBeTruthy();
    expect(screen.queryByTestId('not-allowed')).toBeNull();
    // Without users:create there is nothing to create with.
    expect(screen.queryByTestId('record-create')).toBeNull();
  });
});
