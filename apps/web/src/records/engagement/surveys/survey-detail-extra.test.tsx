import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../../../api/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, ok, route, signedIn } from '../../../test/api-fixtures';
import { mockApi, renderApp } from '../../../test/render-app';

const option = (id: number, text: string, position: number) => ({
  id,
  text,
  position,
  translations: { om: text, en: null, am: null },
});
const question = (id: number, position: number, text: string, type: string, options = []) => ({
  id,
  text,
  type,
  position,
  options,
  myAnswer: null,
});
const survey = {
  id: 5,
  title: 'Sagalee tajaajilaa',
  description: null,
  categoryId: null,
  audience: 'members',
  opensAt: null,
  closesAt: null,
  category: null,
  questions: [
    question(22, 1, 'Maal fooyyessina?', 'open_ended'),
    question(21, 0, 'Tajaajilli akkam?', 'single_choice', [
      option(1, 'Gaarii', 0),
      option(2, 'Gadhee', 1),
    ] as never),
  ],
  auditHistory: [],
  files: [],
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
  createdBy: 1,
};
const results = (responseCount: number) => ({
  surveyId: 5,
  responseCount,
  audienceCount: 4,
  questions: [],
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const MANAGER = [
  'surveys:list',
  'surveys:read',
  'surveys:update',
  'questions:create',
  'questions:update',
  'questions:delete',
];

function serve(permissions: string[], responses = 0) {
  const session = signedIn(adminUser({ permissions }));
  const writes: { call: string; data: unknown }[] = [];
  mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET surveys/5') return ok(survey);
    if (call === 'GET surveys/5/results') return ok(results(responses));
    if (call === 'PUT surveys/5/questions/order' || call === 'POST questions') {
      writes.push({ call, data: config.data });
      return ok(call.startsWith('PUT') ? [] : { id: 30 });
    }
    return session(config);
  });
  return writes;
}

const open = async () => {
  renderApp('/admin/surveys/5');
  return screen.findByTestId('survey-questions', undefined, { timeout: 15_000 });
};

describe("a survey's page", { timeout: 20_000 }, () => {
  it('lists the questions in order with the response rate, and reorders in one request', async () => {
    const writes = serve(MANAGER);
    const card = await open();
    const texts = within(card).getAllByTestId('survey-question-text');
    expect(texts.map((t) => t.textContent)).toEqual(['Tajaajilli akkam?', 'Maal fooyyessina?']);
    expect(await screen.findByText('4 keessaa 0 deebisaniiru (%0)')).toBeTruthy();
    expect(screen.getByTestId('survey-results-link').getAttribute('href')).toBe(
      '/admin/surveys/5/results',
    );
    expect(screen.getByTestId('survey-question-results-22').getAttribute('href')).toBe(
      '/admin/questions/22/results',
    );
    fireEvent.click(screen.getByTestId('survey-question-up-22'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      call: 'PUT surveys/5/questions/order',
      data: { questionIds: [22, 21] },
    });
  });

  it('adds a question to the survey with its text, type and options', async () => {
    const writes = serve(MANAGER);
    await open();
    fireEvent.click(screen.getByTestId('survey-question-add'));
    const dialog = await screen.findByTestId('survey-question-dialog');
    fireEvent.change(within(dialog).getByTestId('field-text-om'), {
      target: { value: 'Gaaffii haaraa' },
    });
    for (const [i, text] of ['Eeyyee', 'Lakki'].entries()) {
      fireEvent.click(within(dialog).getByTestId('add-options'));
      fireEvent.change(await within(dialog).findByTestId(`field-options-${i}-om`), {
        target: { value: text },
      });
    }
    fireEvent.click(within(dialog).getByTestId('survey-question-save'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.data).toMatchObject({
      surveyId: 5,
      text: { om: 'Gaaffii haaraa' },
      type: 'single_choice',
      options: [{ text: { om: 'Eeyyee' } }, { text: { om: 'Lakki' } }],
    });
    expect(writes[0]!.data).not.toHaveProperty('audience');
  });

  it('offers no adding or removing once people responded, and nothing to a reader', async () => {
    serve(MANAGER, 2);
    await open();
    expect(await screen.findByTestId('survey-questions-fixed')).toBeTruthy();
    expect(screen.queryByTestId('survey-question-add')).toBeNull();
    expect(screen.queryByTestId('survey-question-remove-21')).toBeNull();
    expect(screen.getByTestId('survey-question-edit-21')).toBeTruthy();
  });
});

describe("a survey's page for a reader", { timeout: 20_000 }, () => {
  it('shows the questions without ways to change them', async () => {
    serve(['surveys:list', 'surveys:read']);
    await open();
    expect(screen.queryByTestId('survey-question-add')).toBeNull();
    expect(screen.queryByTestId('survey-question-up-22')).toBeNull();
    expect(screen.queryByTestId('survey-question-edit-21')).toBeNull();
    expect(screen.queryByTestId('survey-responses')).toBeNull();
  });
});
