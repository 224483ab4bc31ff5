import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const editor = adminUser({
  permissions: ['caffee-groups:list', 'caffee-groups:read', 'caffee-groups:update', 'users:list'],
});
const reader = adminUser({ permissions: ['caffee-groups:list', 'caffee-groups:read'] });

const group = {
  id: 3,
  name: 'Koree Baajataa',
  description: null,
  categoryId: null,
  parentId: null,
  chairId: 11,
  memberCount: 1,
  subGroupCount: 0,
  category: null,
  parent: null,
  chair: { id: 11, name: 'Obsaa Fayyisaa' },
  createdAt: '2026-05-01T06:30:00.000Z',
  updatedAt: '2026-05-01T06:30:00.000Z',
  createdBy: 1,
  translations: { name: { om: 'Koree Baajataa', en: null, am: null } },
};
const member = (id: number, name: string, isChair = false) => ({
  id,
  name,
  gender: null,
  party: 'Paartii Badhaadhinaa',
  position: 'Miseensa',
  kebeleId: null,
  pictureUrl: null,
  isChair,
});
const user = (id: number, name: string) => ({
  id,
  name,
  email: `u${id}@caffee.example`,
  type: 'member',
  party: null,
  position: null,
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function serve(me = editor) {
  const session = signedIn(me);
  const searches: unknown[] = [];
  let members = [member(11, 'Obsaa Fayyisaa', true)];
  const calls = mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET caffee-groups/3') return ok(group);
    if (call === 'PATCH caffee-groups/3') return ok(group);
    if (call === 'GET caffee-groups/3/members') return ok(members);
    if (call === 'PUT caffee-groups/3/members') {
      members = [member(12, 'Hawi Dhaabaa'), member(11, 'Obsaa Fayyisaa', true)];
      return ok(members);
    }
    if (call === 'GET users/11') return ok(user(11, 'Obsaa Fayyisaa'));
    if (call === 'GET users') {
      const params = config.params as { search?: string };
      searches.push(params);
      // Only what was typed finds anybody: an option shows once the search has gone out.
      return page(params.search === 'Haw' ? [user(12, 'Hawi Dhaabaa')] : []);
    }
    if (call === 'GET caffee-groups' || call === 'GET group-categories') return page([]);
    return session(config);
  });
  return { calls, searches };
}

/** Types into a picker and chooses a member the server found. */
async function choose(testId: string, text: string, id: number) {
  const input = screen.getByTestId(testId);
  // Typing happens in a focused box; an unfocused one shows its chosen name again.
  input.focus();
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByTestId(`member-option-${id}`, undefined, { timeout: 3000 }));
}

describe("a group's members and chair", () => {
  it('lists the members with the chair marked, and saves a new set', async () => {
    const { calls, searches } = serve();
    renderApp('/admin/caffee-groups/3');
    const list = await screen.findByTestId('group-members');
    const chair = within(list).getByTestId('group-member-11');
    expect(chair.textContent).toContain('Obsaa Fayyisaa');
    expect(chair.textContent).toContain('Miseensa · Paartii Badhaadhinaa');
    expect(within(chair).getByTestId('group-chair')).toBeTruthy();

    fireEvent.click(screen.getByTestId('group-members-edit'));
    await choose('group-members-input', 'Haw', 12);
    // Only council members are searched, by what was typed.
    expect(searches.at(-1)).toMatchObject({ filter: { type: 'member' }, search: 'Haw' });
    fireEvent.click(screen.getByTestId('group-members-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.data).toEqual({ userIds: [11, 12] }),
    );
    expect((await screen.findByTestId('group-member-12')).textContent).toContain('Hawi Dhaabaa');
  }, 20_000);

  it('offers no editing without the permission', async () => {
    serve(reader);
    renderApp('/admin/caffee-groups/3');
    await screen.findByTestId('group-members');
    expect(screen.queryByTestId('group-members-edit')).toBeNull();
  }, 20_000);

  it('chooses the chair by searching members in the form', async () => {
    const { calls } = serve();
    renderApp('/admin/caffee-groups/3/edit');
    const input = await screen.findByTestId('field-chairId');
    await waitFor(() => expect(input).toHaveProperty('value', 'Obsaa Fayyisaa'));
    await choose('field-chairId', 'Haw', 12);
    expect(input).toHaveProperty('value', 'Hawi Dhaabaa');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.data).toMatchObject({ chairId: 12 }),
    );
  }, 20_000);
});
