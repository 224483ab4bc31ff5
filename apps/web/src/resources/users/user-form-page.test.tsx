import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp, type MockReply } from '../../test/render-app';

const me = adminUser({ permissions: ['users:list', 'users:create', 'roles:list'] });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(onCreate: () => MockReply) {
  const session = signedIn(me);
  return mockApi((config) => {
    const call = route(config);
    if (call === 'POST users') return onCreate();
    if (call === 'GET roles') return page([{ id: 4, name: 'Records clerks' }]);
    if (call === 'GET users') return page([]);
    return session(config);
  });
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const helperOf = (name: string) =>
  field(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')
    ?.textContent;

async function open() {
  const app = renderApp('/admin/users/new');
  await screen.findByTestId('user-save', undefined, { timeout: 5000 });
  return app;
}

// Whole-app renders: generous time on a busy machine.
describe('the user form', { timeout: 15_000 }, () => {
  it('says what is missing before calling the API', async () => {
    const calls = serve(() => ok({}));
    await open();
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(helperOf('name')).toBe('Iddoon kun guutamuu qaba.'));
    expect(helperOf('email')).toBe('Iddoon kun guutamuu qaba.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's 422 messages on their fields", async () => {
    serve(() => ({
      status: 422,
      data: {
        message: 'Validation failed',
        errors: [{ roleId: 'No such role' }, { phone: 'Enter a valid phone number' }],
      },
    }));
    await open();
    type('name', 'Gammachuu Tolaa');
    type('email', 'clerk@caffee.example');
    fireEvent.click(screen.getByTestId('user-save'));
    // The server writes English: in om a translated notice stands in for it.
    await waitFor(() => expect(helperOf('roleId')).toBe('Tajaajilaan gatii kana hin fudhanne.'));
    expect(helperOf('phone')).toBe('Tajaajilaan gatii kana hin fudhanne.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a taken email on the email field', async () => {
    serve(() => ({ status: 409, data: { message: 'Exists', code: 'conflict' } }));
    await open();
    type('name', 'Gammachuu Tolaa');
    type('email', 'member@caffee.example');
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() =>
      expect(helperOf('email')).toBe('Herregni teessoo imeelii kanaan duraan jira.'),
    );
  });

  it('explains above the form what no field can show', async () => {
    serve(() => ({ status: 403, data: { message: 'No', code: 'forbidden' } }));
    await open();
    type('name', 'Gammachuu Tolaa');
    type('email', 'clerk@caffee.example');
    fireEvent.click(screen.getByTestId('user-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Kana gochuuf hayyama hin qabdu.');
  });

  it('sends the contract body and returns to the list', async () => {
    const calls = serve(() => ok({ ...me, id: 9, name: 'Gammachuu Tolaa', lastLoginAt: null }));
    const { currentLocation } = await open();
    type('name', '  Gammachuu Tolaa ');
    type('email', 'Clerk@Caffee.Example');
    type('password', 'clerk-password-42');
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/users'));
    expect(calls.find((c) => c.method === 'POST')?.data).toEqual({
      name: 'Gammachuu Tolaa',
      email: 'clerk@caffee.example',
      password: 'clerk-password-42',
      type: 'member',
      status: 'active',
      locale: 'om',
    });
    expect(await screen.findByText('Gammachuu Tolaa uumameera.')).toBeTruthy();
  });
});
