import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiRequest } from '../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingsScreen } from '../../records/meetings/screens';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';
import { toFormValues } from '../data/record-derive';
import { recordBody } from '../data/record-resolver';
import { chosenUsers, userOptions, userSearchParams, USER_OPTIONS_MAX } from './users-field';

const lensa = { userId: 2, name: 'Lensa Tolasa', type: 'institute' };
const obsaa = { id: 3, name: 'Obsaa Fayyisaa', type: 'member', email: 'member@caffee.example' };

describe('the values of a users field', () => {
  const meeting = { id: 7, title: 'Walgahii', invitees: [lensa], agenda: [] };

  it('starts from the read field it names and sends the user ids', () => {
    const values = toFormValues(meetingsScreen, meeting);
    expect(values.inviteeIds).toEqual([lensa]);
    const chosen = [...chosenUsers(values.inviteeIds), { userId: 3, name: 'Obsaa Fayyisaa' }];
    expect(recordBody(meetingsScreen, { ...values, inviteeIds: chosen }, false).inviteeIds).toEqual(
      [2, 3],
    );
  });

  it('is empty on a new record, and an empty list clears the invitees on edit', () => {
    expect(toFormValues(meetingsScreen).inviteeIds).toEqual([]);
    expect(chosenUsers('')).toEqual([]);
    expect(recordBody(meetingsScreen, { inviteeIds: [] }, false).inviteeIds).toEqual([]);
  });

  it('searches active users by the trimmed term, and lists all of them without one', () => {
    expect(userSearchParams('  obsaa ')).toEqual({
      pagination: { page: 1, pageSize: USER_OPTIONS_MAX },
      sorting: { name: 'asc' },
      filter: { status: 'active' },
      search: 'obsaa',
    });
    expect(userSearchParams(' ')).not.toHaveProperty('search');
  });

  it('offers the users not chosen yet', () => {
    const rows = [{ id: 2, name: 'Lensa Tolasa', type: 'institute', email: 'i@x.et' }, obsaa];
    expect(userOptions(rows as never, [lensa])).toEqual([
      { userId: 3, name: 'Obsaa Fayyisaa', type: 'member', email: 'member@caffee.example' },
    ]);
  });
});

describe('the meeting form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the invitees as chips, finds more by searching and saves their ids', async () => {
    const me = adminUser({
      permissions: ['meetings:list', 'meetings:read', 'meetings:update', 'users:list'],
    });
    const session = signedIn(me);
    const meeting = {
      id: 7,
      title: 'Walgahii',
      description: null,
      categoryId: null,
      groupId: null,
      startsAt: '2027-03-10T06:00:00.000Z',
      endsAt: '2027-03-10T08:00:00.000Z',
      location: null,
      invitees: [lensa],
      agenda: [],
      translations: { title: { om: 'Walgahii', en: null, am: null } },
      files: [],
    };
    const searches: unknown[] = [];
    const saved: unknown[] = [];
    const calls = mockApi((config: ApiRequest) => {
      const call = route(config);
      if (call === 'GET meetings/7') return ok(meeting);
      if (call === 'GET users') {
        const params = config.params as { search?: string };
        searches.push(params.search);
        return page(params.search === 'Obsaa' ? [obsaa] : []);
      }
      if (call === 'PATCH meetings/7') {
        saved.push(config.data);
        return ok(meeting);
      }
      if (call.startsWith('GET ') && call.includes('categories')) return page([]);
      if (call === 'GET caffee-groups') return page([]);
      return session(config);
    });
    renderApp('/admin/meetings/7/edit');
    const input = await screen.findByTestId('field-inviteeIds');
    expect(screen.getByText('Lensa Tolasa')).toBeTruthy();

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Obsaa' } });
    const option = await screen.findByTestId('user-option-3');
    expect(searches).toContain('Obsaa');
    fireEvent.click(option);
    expect(await screen.findByText('Obsaa Fayyisaa')).toBeTruthy();

    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ inviteeIds: [2, 3] });
    expect(calls.some((c) => c.url.endsWith('/users'))).toBe(true);
  });

  it('offers no earlier matches while a new search runs', async () => {
    const me = adminUser({ permissions: ['meetings:list', 'meetings:create', 'users:list'] });
    const session = signedIn(me);
    const lensaRow = { id: 2, name: 'Lensa Tolasa', type: 'institute', email: 'i@x.et' };
    mockApi((config: ApiRequest) => {
      const call = route(config);
      if (call === 'GET users') {
        const params = config.params as { search?: string };
        return page(params.search === 'Lensa' ? [lensaRow] : [obsaa]);
      }
      if (call.startsWith('GET ') && call.includes('categories')) return page([]);
      if (call === 'GET caffee-groups') return page([]);
      return session(config);
    });
    renderApp('/admin/meetings/new');
    const input = await screen.findByTestId('field-inviteeIds');
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByTestId('user-option-3')).toBeTruthy();
    // Typing replaces the list at once: Obsaa, a match of the empty search, cannot be clicked.
    fireEvent.change(input, { target: { value: 'Lensa' } });
    expect(screen.queryByTestId('user-option-3')).toBeNull();
    expect(await screen.findByTestId('user-option-2')).toBeTruthy();
    expect(screen.queryByTestId('user-option-3')).toBeNull();
  });
});
