import { screen, within } from '@testing-library/react';
import type { ApiRequest } from '../../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const line = (
  id: number,
  userId: number,
  userName: string,
  status: string,
  note: string | null,
) => ({
  id,
  attendanceId: 5,
  userId,
  userName,
  status,
  note,
  updatedAt: '2026-12-01T08:00:00Z',
});
const register = {
  id: 5,
  meetingId: null,
  calendarEventId: 6,
  date: '2026-12-01',
  categoryId: null,
  note: null,
  category: null,
  subject: {
    type: 'calendar-event',
    id: 6,
    title: 'Daawwannaa hojii',
    startsAt: '2026-11-24T06:00:00.000Z',
    endsAt: '2026-11-24T10:30:00.000Z',
    allDay: false,
  },
  summary: { total: 2, present: 0, absent: 0, excused: 1, late: 1, rate: 0.5 },
  auditHistory: [
    {
      id: 30,
      action: 'record',
      actorId: 1,
      actorName: 'Caalaa Gammachuu',
      changes: { user3: ['present', 'late'] },
      names: { user3: { 3: 'Obsaa Fayyisaa' } },
      createdAt: '2026-12-01T09:00:00Z',
    },
  ],
  createdAt: '2026-12-01T08:00:00Z',
  updatedAt: '2026-12-01T09:00:00Z',
  createdBy: 1,
};
const LINES = [
  line(1, 3, 'Obsaa Fayyisaa', 'late', null),
  line(2, 5, 'Tolasaa Gurmeessaa', 'excused', 'Dhukkubsate'),
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(user: ReturnType<typeof adminUser>, lines: unknown[]) {
  const session = signedIn(user);
  mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET attendances/5') return ok(register);
    if (call === 'GET attendances/5/attendees') return page(lines);
    return session(config);
  });
}

describe("a register's page", { timeout: 20_000 }, () => {
  it('names its event and day, lists every line and the summary, reads its history', async () => {
    serve(
      adminUser({
        permissions: [
          'attendances:list',
          'attendances:read',
          'attendances:update',
          'attendances:record',
        ],
      }),
      LINES,
    );
    renderApp('/admin/attendances/5');
    const lines = await screen.findByTestId('register-attendees', undefined, { timeout: 15_000 });
    expect(screen.getByTestId('page-title').textContent).toBe('Daawwannaa hojii · Mud 1, 2026');
    expect(screen.getByTestId('register-when').textContent).toMatch(/^Mud 1, 2026, \d\d:\d\d–/);
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Obsaa FayyisaaTuree dhufe', 'Tolasaa GurmeessaaDhukkubsateHayyamame']);
    expect(screen.getByTestId('register-summary').textContent).toContain('50%');
    expect(screen.getByTestId('register-correct').getAttribute('href')).toBe(
      '/admin/attendances/5/correct',
    );
    // Whoever takes the register prints its sign-in sheet.
    expect(screen.getByTestId('register-sheet-pdf').textContent).toBe('Waraqaa mallattoo (PDF)');
    expect(screen.getByTestId('audit-change').textContent).toBe(
      'Obsaa Fayyisaa: Argame → Turee dhufe',
    );
  });

  it('offers no correction to a member, who reads their own line', async () => {
    serve(
      adminUser({
        id: 3,
        type: 'member',
        permissions: ['attendances:list', 'attendances:read'],
      }),
      LINES.slice(0, 1),
    );
    renderApp('/member/attendances/5');
    const lines = await screen.findByTestId('register-attendees', undefined, { timeout: 15_000 });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByTestId('register-correct')).toBeNull();
    expect(screen.queryByTestId('register-sheet-pdf')).toBeNull();
    expect(screen.getByText('Galmee kana irraa kan keessan qofa argitu.')).toBeTruthy();
  });
});
