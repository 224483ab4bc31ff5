import type { Role } from '@caffee/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const me = adminUser({
  roleId: 1,
  permissions: ['roles:list', 'roles:create', 'roles:update'],
});
const role = (over: Partial<Role> = {}): Role => ({
  id: 3,
  name: 'Barreessaa',
  description: null,
  isSystem: false,
  systemType: null,
  userCount: 0,
  permissionCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: 1,
  translations: {
    name: { om: 'Barreessaa', en: 'Writer', am: null },
    description: { om: null, en: null, am: null },
  },
  ...over,
});

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const type = (testId: string, value: string) =>
  fireEvent.change(input(testId), { target: { value } });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(shown: Role) {
  const session = signedIn(me);
  const calls = mockApi((config) => {
    const signed = session(config);
    if (signed) return signed;
    const call = route(config);
    if (call === 'GET roles') return page([shown]);
    if (call === `GET roles/${shown.id}`) return ok(shown);
    if (call.startsWith('POST roles?') || call.startsWith(`PATCH roles/${shown.id}?`))
      return ok(shown);
    return undefined;
  });
  const writes = () => calls.filter((c) => c.method === 'POST' || c.method === 'PATCH');
  return { writes };
}

describe('the role dialog', { timeout: 20_000 }, () => {
  it('creates a role named in the languages filled, in the interface language', async () => {
    const { writes } = serve(role());
    renderApp('/admin/roles');
    fireEvent.click(await screen.findByTestId('role-create', undefined, { timeout: 5000 }));
    type('role-name-om', ' Barreessaa ');
    type('role-name-en', 'Writer');
    fireEvent.click(input('role-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/api/v1/roles?locale=om',
      data: { name: { om: 'Barreessaa', en: 'Writer', am: '' }, description: null },
    });
  });

  it('asks for a name in at least one language', async () => {
    const { writes } = serve(role());
    renderApp('/admin/roles');
    fireEvent.click(await screen.findByTestId('role-create', undefined, { timeout: 5000 }));
    fireEvent.click(input('role-save'));
    expect(await screen.findByText('Yoo xiqqaate afaan tokkoon guuti.')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it('says so when another role already reads so in a language', async () => {
    const session = signedIn(me);
    mockApi((config) => {
      const call = route(config);
      if (call === 'GET roles') return page([role()]);
      if (call.startsWith('POST roles?'))
        return { status: 409, data: { message: 'taken', code: 'conflict' } };
      return session(config);
    });
    renderApp('/admin/roles');
    fireEvent.click(await screen.findByTestId('role-create', undefined, { timeout: 5000 }));
    type('role-name-am', 'አባል');
    fireEvent.click(input('role-save'));
    expect(await screen.findByText('Gaheen maqaa kanaan duraan jira.')).toBeTruthy();
  });

  it('edits every language of a role, starting from what is stored', async () => {
    const { writes } = serve(role());
    renderApp('/admin/roles');
    fireEvent.click(
      await screen.findByTestId('role-edit-Barreessaa', undefined, { timeout: 5000 }),
    );
    await waitFor(() => expect(input('role-name-en').value).toBe('Writer'));
    expect(input('role-name-om').value).toBe('Barreessaa');
    type('role-name-am', 'ጸሐፊ');
    type('role-description-en', 'Writes the minutes');
    fireEvent.click(input('role-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      data: {
        name: { om: 'Barreessaa', en: 'Writer', am: 'ጸሐፊ' },
        description: { om: '', en: 'Writes the minutes', am: '' },
      },
    });
  });

  it("keeps the Administrator's names fixed and sends only its description", async () => {
    const admin = role({
      id: 1,
      name: 'Bulchaa',
      isSystem: true,
      systemType: 'admin',
      translations: {
        name: { om: 'Bulchaa', en: 'Administrator', am: 'አስተዳዳሪ' },
        description: { om: null, en: null, am: null },
      },
    });
    const { writes } = serve(admin);
    renderApp('/admin/roles');
    fireEvent.click(await screen.findByTestId('role-edit-Bulchaa', undefined, { timeout: 5000 }));
    await waitFor(() => expect(input('role-name-am').value).toBe('አስተዳዳሪ'));
    expect(input('role-name-om').disabled).toBe(true);
    type('role-description-om', 'Hayyama hunda qaba');
    fireEvent.click(input('role-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.data).toEqual({
      description: { om: 'Hayyama hunda qaba', en: '', am: '' },
    });
  });
});
