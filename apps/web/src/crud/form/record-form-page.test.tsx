import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp, type MockReply } from '../../test/render-app';

// A council member filing a complaint for a constituent, in Afaan Oromoo (the default).
const member = adminUser({
  id: 7,
  type: 'member',
  permissions: ['complains:list', 'complains:create', 'complains:read', 'institutes:list'],
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serve(onCreate: () => MockReply | Promise<MockReply>) {
  const session = signedIn(member);
  return mockApi((config) => {
    const call = route(config);
    if (call === 'POST complains') return onCreate();
    if (call === 'GET institutes') return page([{ id: 3, name: 'Biiroo Bishaanii' }]);
    if (/^GET /.test(call) && !call.includes('users/current')) {
      const answer = session(config);
      return answer ?? page([]);
    }
    return session(config);
  });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const helperOf = (name: string) =>
  input(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')
    ?.textContent;
const labelOf = (name: string) =>
  input(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-root')?.textContent;
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

async function open() {
  renderApp('/member/complains/new');
  await screen.findByTestId('record-save');
}
async function choose(name: string, option: string) {
  fireEvent.mouseDown(screen.getByTestId(`field-${name}`));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
const save = () => fireEvent.click(screen.getByTestId('record-save'));

describe('the generic record form', { timeout: 15_000 }, () => {
  it('marks what the contract requires, a refinement’s too, and offers no "None" where one must be chosen', async () => {
    serve(() => ok({}));
    await open();
    expect(labelOf('complainantName')).toMatch(/^Komataa\s*\*$/);
    expect(labelOf('instituteId')).toMatch(/^Dhaabbata\s*\*$/);
    expect(labelOf('complainantPhone')).toBe('Bilbila komataa');
    fireEvent.mouseDown(screen.getByTestId('field-instituteId'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Biiroo Bishaanii']);
  });

  it('says what and where when a save is refused before sending: a summary, each field, the focus', async () => {
    const calls = serve(() => ok({}));
    await open();
    type('subject', 'Bishaan hin jiru');
    save();
    const summary = await screen.findByTestId('form-error-summary');
    // The name the contract asks for (as complainant.name) shows on the field the form has.
    expect(helperOf('complainantName')).toBe('Iddoon kun guutamuu qaba.');
    // A required select left empty says so, not "not valid".
    expect(helperOf('instituteId')).toBe('Iddoon kun guutamuu qaba.');
    expect(within(summary).getByText('Komataa')).toBeTruthy();
    expect(within(summary).getByText('Dhaabbata')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    // On the first input in error (not the summary: the form shows each of these fields).
    await waitFor(() =>
      expect(document.activeElement?.closest('[aria-invalid="true"], .Mui-error')).toBeTruthy(),
    );
  });

  it('shows a server’s error under a field the form does not show, in the summary, focused', async () => {
    serve(() => ({
      status: 422,
      data: {
        message: 'Validation failed',
        errors: [{ 'complainant.kebele': 'No such kebele' }],
        details: [{ field: 'complainant.kebele', code: 'noSuchKebele' }],
      },
    }));
    await open();
    type('subject', 'Bishaan hin jiru');
    type('description', 'Ji’a tokkoof');
    type('complainantName', 'Caaltuu Abdiisaa');
    await choose('instituteId', 'Biiroo Bishaanii');
    save();
    const summary = await screen.findByTestId('form-error-summary');
    expect(summary.textContent).toContain('Gandi filatame hin argamne.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('sends one save for a double click', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const calls = serve(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    await open();
    type('subject', 'Bishaan hin jiru');
    type('description', 'Ji’a tokkoof');
    type('complainantName', 'Caaltuu Abdiisaa');
    await choose('instituteId', 'Biiroo Bishaanii');
    save();
    save();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('record-save')).toHaveProperty('disabled', true));
    save();
    answer(ok({ id: 41, status: 'submitted' }));
    await waitFor(() => expect(screen.queryByTestId('record-form')).toBeNull());
    expect(posts(calls)).toHaveLength(1);
  });
});
