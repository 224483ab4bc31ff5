import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

/**
 * Edit and Delete follow what the API says of each record (`can`): an institute user holds
 * institutes:update but edits only their own institute, a member only their own topics.
 */
const institute = (id: number, can: { update: boolean; delete: boolean }) => ({
  id,
  name: `Biiroo ${id}`,
  categoryId: null,
  category: null,
  kebeleId: null,
  address: null,
  phone: null,
  email: null,
  website: null,
  description: null,
  logoUrl: null,
  createdAt: '2026-05-01T06:30:00.000Z',
  updatedAt: '2026-05-01T06:30:00.000Z',
  createdBy: 1,
  can,
});
const forum = (id: number, can?: { update: boolean; delete: boolean }) => ({
  id,
  title: `Mata duree ${id}`,
  body: 'Yaada',
  categoryId: null,
  category: null,
  locked: false,
  commentCount: 0,
  createdAt: '2026-05-01T06:30:00.000Z',
  updatedAt: '2026-05-01T06:30:00.000Z',
  createdBy: 2,
  ...(can ? { can } : {}),
});

const staff = adminUser({
  type: 'institute',
  instituteId: 3,
  permissions: ['institutes:list', 'institutes:read', 'institutes:update'],
});
const member = adminUser({
  type: 'member',
  permissions: ['forums:list', 'forums:read', 'forums:update', 'forums:delete'],
});

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

/** Serves the records by path, and empty lists for whatever a page also asks. */
function serve(user: ReturnType<typeof adminUser>, records: Record<string, unknown>) {
  const session = signedIn(user);
  mockApi((config) => {
    const call = route(config);
    const record = records[call.replace(/^GET /, '')];
    if (call.startsWith('GET ') && record) return ok(record);
    if (call.startsWith('GET ') && !call.includes('/')) return page([]);
    if (call.endsWith('/comments')) return page([]);
    return session(config);
  });
}

const loaded = () => screen.findByTestId('record-detail');

describe(
  'actions on a record follow what the API says the caller may do',
  { timeout: 15_000 },
  () => {
    it("offers an institute user Edit on their own institute's profile only", async () => {
      serve(staff, {
        'institutes/3': institute(3, { update: true, delete: false }),
        'institutes/7': institute(7, { update: false, delete: false }),
      });
      const own = renderApp('/institute/institutes/3');
      await loaded();
      expect(screen.getByTestId('record-edit')).toBeTruthy();
      expect(screen.queryByTestId('record-delete')).toBeNull();
      own.unmount();

      renderApp('/institute/institutes/7');
      await loaded();
      expect(screen.queryByTestId('record-edit')).toBeNull();
      expect(screen.queryByTestId('record-delete')).toBeNull();
    });

    it("refuses the edit form of another institute's profile reached by its address", async () => {
      serve(staff, { 'institutes/7': institute(7, { update: false, delete: false }) });
      renderApp('/institute/institutes/7/edit');
      expect(await screen.findByTestId('record-not-editable')).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it("offers a member Edit and Delete on their own topic, not on another's", async () => {
      serve(member, {
        'forums/4': forum(4, { update: true, delete: true }),
        'forums/5': forum(5, { update: false, delete: false }),
      });
      const own = renderApp('/member/forums/4');
      await loaded();
      expect(screen.getByTestId('record-edit')).toBeTruthy();
      expect(screen.getByTestId('record-delete')).toBeTruthy();
      own.unmount();

      renderApp('/member/forums/5');
      await loaded();
      await waitFor(() => expect(screen.queryByTestId('record-edit')).toBeNull());
      expect(screen.queryByTestId('record-delete')).toBeNull();
    });

    it('judges a record read without abilities by the permission alone', async () => {
      serve(member, { 'forums/6': forum(6) });
      renderApp('/member/forums/6');
      await loaded();
      expect(screen.getByTestId('record-edit')).toBeTruthy();
    });
  },
);
