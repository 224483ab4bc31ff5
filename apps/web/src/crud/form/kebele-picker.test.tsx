import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const member = adminUser({
  id: 3,
  type: 'member',
  gender: 'female',
  kebeleId: null,
  party: null,
  position: null,
  groups: [{ id: 1, name: 'Koree Baajataa' }],
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

/** Opens a level's list and picks an option by its name. */
async function pick(level: string, name: string) {
  const input = screen.getByTestId(`place-${level}`);
  await waitFor(() => expect(input).toHaveProperty('disabled', false));
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name }));
}

it('picks region › zone › woreda › kebele, each listed under its parent, and saves it', async () => {
  const session = signedIn(member);
  const calls = mockApi((config) => {
    const call = route(config);
    const params = config.params as { filter?: Record<string, number> } | undefined;
    if (call === 'GET regions/all') return ok([{ id: 1, name: 'Oromiyaa' }]);
    if (call === 'GET zones/all' && params?.filter?.regionId === 1) {
      return ok([{ id: 7, name: 'Shawaa Lixaa' }]);
    }
    if (call === 'GET woredas/all' && params?.filter?.zoneId === 7) {
      return ok([{ id: 16, name: 'Amboo' }]);
    }
    if (call === 'GET kebeles' && params?.filter?.woredaId === 16) {
      return page([{ id: 41, name: 'Ganda 01' }]);
    }
    if (call.startsWith('PATCH users/current?')) return ok({ ...member, kebeleId: 41 });
    return session(config);
  });
  renderApp('/member/account');
  await screen.findByTestId('kebele-picker');
  expect(screen.getByTestId('member-groups').textContent).toContain('Koree Baajataa');
  expect(screen.getByTestId('place-zone')).toHaveProperty('disabled', true);
  await pick('region', 'Oromiyaa');
  await pick('zone', 'Shawaa Lixaa');
  await pick('woreda', 'Amboo');
  await pick('kebele', 'Ganda 01');
  fireEvent.click(screen.getByTestId('member-profile-save'));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      data: { gender: 'female', kebeleId: 41, party: null, position: null },
    }),
  );
}, 20_000);
