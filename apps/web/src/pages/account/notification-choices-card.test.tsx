import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { adminUser, ok, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';
import { toggled } from './notification-choices-card';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

it('toggles one channel of one kind, keeping the channels in their order', () => {
  const rows = [
    { kind: 'comment' as const, channels: ['app' as const], own: false },
    { kind: 'survey-opened' as const, channels: ['app' as const], own: false },
  ];
  expect(toggled(rows, 'comment', 'digest')[0]?.channels).toEqual(['app', 'digest']);
  expect(toggled(rows, 'comment', 'app')[0]?.channels).toEqual([]);
  expect(toggled(rows, 'comment', 'mail')[1]).toBe(rows[1]);
});

it("saves one's choices; SMS waits for a phone number; the council's card is not theirs", async () => {
  const member = adminUser({ id: 3, type: 'member', phone: null });
  const session = signedIn(member);
  const choices = [
    { kind: 'question-opened', channels: ['app', 'mail'], own: false },
    { kind: 'comment', channels: ['app'], own: false },
  ];
  const calls = mockApi((config) => {
    const call = route(config);
    if (call === 'GET notifications/preferences') return ok({ choices });
    if (call === 'PUT notifications/preferences') {
      return ok({
        choices: [choices[0], { kind: 'comment', channels: ['app', 'digest'], own: true }],
      });
    }
    return session(config);
  });
  renderApp('/member/account');
  const digest = await screen.findByTestId('choice-comment-digest');
  expect(screen.getByTestId('choice-comment-sms')).toHaveProperty('disabled', true);
  expect(screen.queryByTestId('notification-choices-council')).toBeNull();
  fireEvent.click(digest);
  fireEvent.click(screen.getByTestId('notification-choices-own-save'));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      data: {
        choices: [
          { kind: 'question-opened', channels: ['app', 'mail'] },
          { kind: 'comment', channels: ['app', 'digest'] },
        ],
      },
    }),
  );
  await waitFor(() =>
    expect(screen.getByTestId('choice-comment-digest')).toHaveProperty('checked', true),
  );
}, 20_000);

it("shows the council's defaults to those who manage accounts", async () => {
  const admin = adminUser({ permissions: ['users:update'] });
  const session = signedIn(admin);
  mockApi((config) => {
    const call = route(config);
    if (call === 'GET notifications/preferences') return ok({ choices: [] });
    if (call === 'GET notifications/defaults') {
      return ok({ choices: [{ kind: 'complaint-filed', channels: ['app', 'sms'] }] });
    }
    return session(config);
  });
  renderApp('/admin/account');
  const sms = await screen.findByTestId('choice-complaint-filed-sms');
  expect(sms).toHaveProperty('checked', true);
  expect(sms).toHaveProperty('disabled', false);
}, 20_000);
