import type { Notification } from '@caffee/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const institute = adminUser({
  id: 2,
  type: 'institute',
  permissions: ['complains:list', 'complains:read'],
});

const question: Notification = {
  id: 11,
  kind: 'question-opened',
  resource: 'questions',
  recordId: 5,
  recordName: 'Baajata karaa',
  actorName: 'Caalaa Gammachuu',
  status: null,
  imported: null,
  createdAt: new Date().toISOString(),
  readAt: null,
};

/** An institute with one unread notification; reading it leaves none. */
function serve() {
  const session = signedIn(institute);
  let unread = 1;
  return mockApi((config) => {
    switch (route(config)) {
      case 'GET notifications/unread-count':
        return ok({ count: unread });
      case 'GET notifications':
        return page([{ ...question, readAt: unread ? null : question.createdAt }]);
      case 'POST notifications/11/read':
        unread = 0;
        return ok({ ...question, readAt: question.createdAt });
      case 'GET questions':
        return page([]);
      default:
        return session(config);
    }
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the header’s bell', { timeout: 15_000 }, () => {
  it('shows the unread count, lists the newest and opens one, marking it read', async () => {
    const calls = serve();
    const { currentLocation } = renderApp('/institute/account');
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toMatch(/: 1$/));
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notification-panel');
    const item = await within(panel).findByTestId('notification-11');
    expect(item.textContent).toContain(
      'Gaaffii haaraa dhaabbata keessaniif ergame: “Baajata karaa”',
    );
    expect(within(panel).getByText("Har'a")).toBeTruthy();
    fireEvent.click(within(item).getByRole('link'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/institute/questions'));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toMatch(/: 0$/));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/notifications/11/read'))).toBe(
      true,
    );
  });
});

describe('a record link', { timeout: 15_000 }, () => {
  it('opens the record’s page for the signed-in user’s type', async () => {
    serve();
    const { currentLocation } = renderApp('/go/complains/4');
    await waitFor(() => expect(currentLocation().pathname).toBe('/institute/complains/4'));
  });

  it('sends a signed-out reader to login, to come back to the link', async () => {
    mockApi(() => undefined);
    const { currentLocation } = renderApp('/go/complains/4');
    await waitFor(() => expect(currentLocation().pathname).toBe('/auth/login'));
    expect(new URLSearchParams(currentLocation().search).get('returnUrl')).toBe('/go/complains/4');
  });
});
