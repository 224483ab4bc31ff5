import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp, type MockReply } from '../../../test/render-app';

const me = adminUser({
  permissions: ['users:list', 'users:create', 'users:read', 'users:update', 'roles:list'],
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(onCreate: () => MockReply, users: Record<number, object> = {}) {
  const session = signedIn(me);
  return mockApi((config) => {
    const call = route(config);
    if (call === 'POST users') return onCreate();
    if (call === 'GET roles') return page([{ id: 4, name: 'Records clerks' }]);
    if (call === 'GET users') return page([]);
    const read = /^GET users\/(\d+)$/.exec(call);
    if (read && users[Number(read[1])]) return ok(users[Number(read[1])]);
    if (/^PATCH users\/\d+$/.test(call)) return ok({ ...me, lastLoginAt: null });
    return session(config);
  });
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const helperOf = (name: string) =>
  field(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')
    ?.textContent;

async function open(path = '/admin/users/new') {
  const app = renderApp(path);
  await screen.findByTestId('record-save');
  return app;
}
const save = () => fireEvent.click(screen.getByTestId('record-save'));

// Whole-app renders: generous time on a busy machine.
describe('the user form', { timeout: 15_000 }, () => {
  it('says what is missing before calling the API', async () => {
    const calls = serve(() => ok({}));
    await open();
    save();
    await waitFor(() => expect(helperOf('name')).toBe('Iddoon kun guutamuu qaba.'));
    expect(helperOf('email')).toBe('Imeelii ykn lakkoofsa bilbilaa galchaa.');
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
    save();
    // The server writes English: in om a translated notice stands in for it.
    await waitFor(() => expect(helperOf('roleId')).toBe('Tajaajilaan gatii kana hin fudhanne.'));
    expect(helperOf('phone')).toBe('Tajaajilaan gatii kana hin fudhanne.');
    // Listed at the top by field too; no general "not saved" alert beside them.
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('form-error-summary'));
  });

  it('shows a taken email on the email field', async () => {
    serve(() => ({
      status: 409,
      data: {
        message: 'Exists',
        code: 'conflict',
        details: [{ field: 'email', code: 'emailTaken' }],
      },
    }));
    await open();
    type('name', 'Gammachuu Tolaa');
    type('email', 'member@caffee.example');
    save();
    await waitFor(() =>
      expect(helperOf('email')).toBe('Herregni teessoo imeelii kanaan duraan jira.'),
    );
  });

  it('explains above the form what no field can show', async () => {
    serve(() => ({ status: 403, data: { message: 'No', code: 'forbidden' } }));
    await open();
    type('name', 'Gammachuu Tolaa');
    type('email', 'clerk@caffee.example');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Kana gochuuf hayyama hin qabdan.');
  });

  it('checks the contract rules, the password and the institute before sending', async () => {
    const calls = serve(() => ok({}));
    await open();
    type('name', 'A');
    type('email', 'nope');
    type('phone', '12');
    type('password', 'short');
    save();
    await waitFor(() => expect(helperOf('name')).toBe('Yoo xiqqaate qubee 2 fayyadamaa.'));
    expect(helperOf('email')).toBe('Teessoo imeelii sirrii galchaa.');
    expect(helperOf('phone')).toBe('Lakkoofsa bilbilaa sirrii galchaa.');
    expect(helperOf('password')).toBe('Yoo xiqqaate qubee 8 fayyadamaa.');
    // An institute user needs their institute, which shows once the type says so.
    fireEvent.mouseDown(screen.getByTestId('field-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Dhaabbata' }));
    save();
    await waitFor(() =>
      expect(helperOf('instituteId')).toBe('Dhaabbata fayyadamaa kanaa filadhaa.'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('locks the type, status, role and institute of the own account, and has no password', async () => {
    const own = { ...me, status: 'active', lastLoginAt: null, role: { id: 1, name: 'Admin' } };
    serve(() => ok({}), { [me.id]: own });
    await open(`/admin/users/${me.id}/edit`);
    for (const name of ['type', 'status', 'roleId']) {
      expect(helperOf(name)).toBe('Herrega mataa keessanii irratti kana jijjiiruu hin dandeessan.');
    }
    expect(field('password')).toBeNull();
  });

  it('sends on an edit what the new type keeps: no profile for a member made admin', async () => {
    const member = {
      ...me,
      id: 7,
      type: 'member',
      status: 'active',
      roleId: 4,
      role: { id: 4, name: 'Records clerks' },
      party: 'Paartii',
      position: 'Miseensa',
      lastLoginAt: null,
    };
    const calls = serve(() => ok({}), { 7: member });
    const { currentLocation } = await open('/admin/users/7/edit');
    expect(field('party').value).toBe('Paartii');
    expect(field('password')).toBeNull();
    fireEvent.mouseDown(screen.getByTestId('field-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Bulchaa' }));
    await waitFor(() => expect(field('party')).toBeNull());
    save();
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/users/7'));
    const body = calls.find((c) => c.method === 'PATCH')?.data as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'admin', roleId: 4, status: 'active' });
    for (const name of ['party', 'position', 'gender', 'kebeleId', 'instituteId', 'password']) {
      expect(body).not.toHaveProperty(name);
    }
  });

  it('sends the contract body and opens the new account', async () => {
    const calls = serve(() => ok({ ...me, id: 9, name: 'Gammachuu Tolaa', lastLoginAt: null }));
    const { currentLocation } = await open();
    type('name', '  Gammachuu Tolaa ');
    type('email', 'Clerk@Caffee.Example');
    type('password', 'clerk-password-42');
    save();
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/users/9'));
    // Blanks and the member profile left empty are not sent; the server lowercases the email.
    expect(calls.find((c) => c.method === 'POST')?.data).toEqual({
      name: 'Gammachuu Tolaa',
      email: 'Clerk@Caffee.Example',
      password: 'clerk-password-42',
      type: 'member',
      status: 'active',
      locale: 'om',
    });
    expect(await screen.findByText('Uumameera')).toBeTruthy();
  });
});
