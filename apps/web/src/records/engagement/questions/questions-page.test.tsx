import type { Question } from '@caffee/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { adminUser, ok, page, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const member = adminUser({ id: 3, type: 'member', permissions: ['questions:answer'] });
const option = (id: number, text: string) => ({ id, text, position: id, translations: {} });
const base = {
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  createdBy: 1,
  surveyId: null,
  audience: 'members',
  addressedInstituteId: null,
  position: 0,
  myAnswer: null,
  answered: false,
};
const single = {
  ...base,
  id: 1,
  text: 'Eessatti?',
  type: 'single_choice',
  dueAt: '2099-01-01T00:00:00Z',
  options: [option(11, 'Finfinnee'), option(12, 'Adaamaa')],
} as unknown as Question;
const closed = {
  ...base,
  id: 2,
  text: 'Yoom?',
  type: 'open_ended',
  dueAt: '2020-01-01T00:00:00Z',
  options: [],
} as unknown as Question;

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

it('lists open questions first and sends a single-choice answer; a 409 says it closed', async () => {
  const session = signedIn(member);
  const lists: unknown[] = [];
  let refuse = false;
  const calls = mockApi((config) => {
    const call = route(config);
    if (call === 'GET questions') {
      lists.push(config.params);
      return page([closed, single]);
    }
    if (call === 'POST questions/1/answers') {
      return refuse
        ? { status: 409, data: { message: 'closed', code: 'conflict' } }
        : ok({ id: 5, questionId: 1, optionIds: [12] });
    }
    return session(config);
  });
  renderApp('/member/questions');
  const card = await screen.findByTestId('question-1');
  const cards = screen.getAllByRole('article');
  expect(cards.map((c) => c.dataset.testid)).toEqual(['question-1', 'question-2']);
  expect(lists[0]).toMatchObject({ filter: { surveyId: { null: true } } });
  // The closed question cannot be answered.
  expect(within(screen.getByTestId('question-2')).getByRole('textbox')).toHaveProperty(
    'disabled',
    true,
  );

  fireEvent.click(within(card).getByTestId('answer-save-1'));
  expect(await within(card).findByText('Filannoo tokko qofa filaa.')).toBeTruthy();
  fireEvent.click(within(card).getByLabelText('Adaamaa'));
  fireEvent.click(within(card).getByTestId('answer-save-1'));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ data: { optionIds: [12] } }),
  );

  refuse = true;
  fireEvent.click(within(card).getByLabelText('Finfinnee'));
  fireEvent.click(within(card).getByTestId('answer-save-1'));
  expect((await within(card).findByRole('alert')).textContent).toMatch(/darbeera/);
});
