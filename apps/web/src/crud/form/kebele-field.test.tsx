import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiRequest } from '../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const me = adminUser({
  permissions: [
    'institutes:list',
    'institutes:read',
    'institutes:update',
    'complains:list',
    'complains:read',
    'complains:create',
  ],
});

const institute = {
  id: 5,
  name: 'Biiroo Fayyaa',
  categoryId: null,
  kebeleId: 41,
  phone: null,
  email: null,
  website: null,
  description: null,
  logoUrl: null,
  category: null,
  createdAt: '2026-05-01T06:30:00.000Z',
  updatedAt: '2026-05-01T06:30:00.000Z',
  createdBy: 1,
  files: [],
  translations: { name: { om: 'Biiroo Fayyaa', en: null, am: null } },
};
const ganda01 = {
  id: 41,
  name: 'Ganda 01',
  woredaId: 16,
  ancestors: {
    region: { id: 1, name: 'Oromiyaa' },
    zone: { id: 7, name: 'Shawaa Lixaa' },
    woreda: { id: 16, name: 'Amboo' },
  },
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function serve() {
  const session = signedIn(me);
  return mockApi((config: ApiRequest) => {
    const call = route(config);
    const params = config.params as { filter?: Record<string, number> } | undefined;
    if (call === 'GET institutes/5') return ok(institute);
    if (call === 'PATCH institutes/5') return ok(institute);
    if (call === 'GET kebeles/41') return ok(ganda01);
    if (call === 'GET regions/all') return ok([{ id: 1, name: 'Oromiyaa' }]);
    if (call === 'GET zones/all' && params?.filter?.regionId === 1) {
      return ok([{ id: 7, name: 'Shawaa Lixaa' }]);
    }
    if (call === 'GET woredas/all' && params?.filter?.zoneId === 7) {
      return ok([{ id: 16, name: 'Amboo' }]);
    }
    if (call === 'GET kebeles' && params?.filter?.woredaId === 16) {
      return page([
        { id: 41, name: 'Ganda 01' },
        { id: 42, name: 'Ganda 02' },
      ]);
    }
    if (call === 'GET institutes') return page([{ id: 5, name: 'Biiroo Fayyaa' }]);
    if (call === 'GET complain-categories' || call === 'GET institute-categories') return page([]);
    if (call === 'POST complains') return ok({ id: 9 });
    return session(config);
  });
}

/** Opens a level's list and picks an option by its name. */
async function pick(level: string, name: string) {
  const input = screen.getByTestId(`place-${level}`);
  await waitFor(() => expect(input).toHaveProperty('disabled', false));
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('a kebele field', () => {
  it('opens on the saved kebele and sends the one chosen instead', async () => {
    const calls = serve();
    renderApp('/admin/institutes/5/edit');
    const kebele = await screen.findByTestId('place-kebele');
    await waitFor(() => expect(kebele).toHaveProperty('value', 'Ganda 01'));
    expect(screen.getByTestId('place-region')).toHaveProperty('value', 'Oromiyaa');
    expect(screen.getByTestId('place-woreda')).toHaveProperty('value', 'Amboo');
    await pick('kebele', 'Ganda 02');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.data).toMatchObject({ kebeleId: 42 }),
    );
  }, 20_000);

  it('names the kebele, with the places above it, on the detail page', async () => {
    serve();
    renderApp('/admin/institutes/5');
    const value = await screen.findByTestId('detail-kebeleId');
    await waitFor(() =>
      expect(value.textContent).toBe('Ganda 01 (Amboo › Shawaa Lixaa › Oromiyaa)'),
    );
  }, 20_000);

  it("files a complaint with the complainant's kebele chosen level by level", async () => {
    const calls = serve();
    renderApp('/admin/complains/new');
    await screen.findByTestId('kebele-picker');
    expect(screen.getByTestId('place-zone')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('field-subject'), { target: { value: 'Bishaan' } });
    fireEvent.change(screen.getByTestId('field-description'), {
      target: { value: 'Bishaan torban lamaaf hin jiru.' },
    });
    fireEvent.change(screen.getByTestId('field-complainantName'), {
      target: { value: 'Tolaa Gurmuu' },
    });
    fireEvent.mouseDown(screen.getByTestId('field-instituteId'));
    fireEvent.click(await screen.findByRole('option', { name: 'Biiroo Fayyaa' }));
    await pick('region', 'Oromiyaa');
    await pick('zone', 'Shawaa Lixaa');
    await pick('woreda', 'Amboo');
    await pick('kebele', 'Ganda 01');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.data).toMatchObject({
        instituteId: 5,
        complainantKebeleId: 41,
      }),
    );
  }, 20_000);
});
