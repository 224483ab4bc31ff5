import type { Question } from '@caffee/contract';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, expect, it } from 'vitest';
import { createAppStore } from '../../../store';
import { QuestionCard } from './question-card';
import { ANSWER_KEY, setAnswerDefaults } from './send-answer';

const question = {
  id: 7,
  text: 'Akkamitti?',
  type: 'open_ended',
  dueAt: null,
  options: [],
  myAnswer: { optionIds: [], text: 'Deebii durii' },
  answered: true,
} as unknown as Question;

afterEach(() => onlineManager.setOnline(true));

it('shows an answer waiting to be sent, restored before the card first renders', () => {
  onlineManager.setOnline(false);
  const client = new QueryClient();
  setAnswerDefaults(client);
  // As a reload restores it (offline/queued-writes.ts): paused, with what was written.
  void client
    .getMutationCache()
    .build(client, { mutationKey: [...ANSWER_KEY, 7] })
    .execute({ questionId: 7, body: { text: 'Deebii haaraa' } })
    .catch(() => undefined);

  render(
    <Provider store={createAppStore()}>
      <QueryClientProvider client={client}>
        <QuestionCard question={question} />
      </QueryClientProvider>
    </Provider>,
  );
  expect(screen.getByTestId('answer-input-7')).toHaveProperty('value', 'Deebii haaraa');
  expect(screen.getByTestId('answer-waiting-7')).toBeTruthy();
  expect(screen.getByTestId('answer-save-7')).toHaveProperty('disabled', true);
  // Not sent when the test puts the connection back.
  client.getMutationCache().clear();
});
