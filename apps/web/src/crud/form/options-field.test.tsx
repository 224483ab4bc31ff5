import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

const me = adminUser({
  permissions: ['questions:list', 'questions:read', 'questions:create', 'questions:update'],
});

const question = {
  id: 7,
  text: 'Tajaajilli bishaanii akkam?',
  type: 'single_choice',
  surveyId: null,
  audience: 'members',
  addressedInstituteId: null,
  dueAt: null,
  position: 0,
  createdAt: '2026-05-01T06:30:00.000Z',
  updatedAt: '2026-05-01T06:30:00.000Z',
  createdBy: 1,
  translations: { text: { om: 'Tajaajilli bishaanii akkam?', en: 'How is the water?', am: null } },
  options: [
    { id: 31, text: 'Gaarii', position: 0, translations: { om: 'Gaarii', en: 'Good', am: null } },
    { id: 32, text: 'Hamaa', position: 1, translations: { om: 'Hamaa', en: 'Bad', am: 'መጥፎ' } },
  ],
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

function serve() {
  const session = signedIn(me);
  return mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET institutes') return page([]);
    if (call === 'POST questions') return ok({ ...question, id: 8 });
    if (call === 'GET questions/7') return ok(question);
    if (call === 'PATCH questions/7') return ok(question);
    return session(config);
  });
}

async function chooseType(label: string) {
  fireEvent.mouseDown(await screen.findByTestId('field-type'));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText(label));
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the options of a question', () => {
  it('shows for choice types only, asks for two, and sends them in order', async () => {
    const calls = serve();
    renderApp('/admin/questions/new');
    await chooseType('Gaaffii banaa');
    expect(screen.queryByTestId('options-options')).toBeNull();

    await chooseType('Filannoo tokko');
    expect(await screen.findByTestId('options-options')).toBeTruthy();
    fill('field-text-om', 'Karaan naannoo keessanii akkam?');
    fireEvent.mouseDown(screen.getByTestId('field-audience'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Miseensota'));
    fireEvent.click(screen.getByTestId('add-options'));
    fill('field-options-0-om', 'Gaarii');
    fireEvent.click(screen.getByTestId('record-save'));
    // One option is not enough: the form says so and sends nothing.
    expect((await screen.findByTestId('error-options')).textContent).toContain('lama');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('add-options'));
    fill('field-options-1-om', 'Hamaa');
    fill('field-options-1-en', 'Bad');
    fireEvent.click(screen.getByTestId('add-options'));
    // A blank option is left out; the second moves to the top.
    fireEvent.click(screen.getByTestId('up-options-1'));
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.data).toMatchObject({
        type: 'single_choice',
        options: [
          { text: { om: 'Hamaa', en: 'Bad', am: '' } },
          { text: { om: 'Gaarii', en: '', am: '' } },
        ],
      }),
    );
  }, 20_000);

  it('edits saved options in three languages, keeping their ids', async () => {
    const calls = serve();
    renderApp('/admin/questions/7/edit');
    expect(await screen.findByTestId('field-options-1-am')).toHaveProperty('value', 'መጥፎ');
    expect(screen.getByTestId('field-options-0-en')).toHaveProperty('value', 'Good');
    fill('field-options-0-en', 'Fine');
    fireEvent.click(screen.getByTestId('remove-options-1'));
    fireEvent.click(screen.getByTestId('add-options'));
    fill('field-options-1-om', 'Giddu-galeessa');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.data).toMatchObject({
        options: [
          { id: 31, text: { om: 'Gaarii', en: 'Fine', am: '' } },
          { text: { om: 'Giddu-galeessa', en: '', am: '' } },
        ],
      }),
    );
    const sent = calls.find((c) => c.method === 'PATCH')?.data as { options: object[] };
    expect(sent.options[1]).not.toHaveProperty('id');
  }, 20_000);

  it('clears the options when a question becomes open-ended', async () => {
    const calls = serve();
    renderApp('/admin/questions/7/edit');
    await screen.findByTestId('field-options-0-om');
    await chooseType('Gaaffii banaa');
    expect(screen.queryByTestId('options-options')).toBeNull();
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.data).toMatchObject({
        type: 'open_ended',
        options: [],
      }),
    );
  }, 20_000);
});
