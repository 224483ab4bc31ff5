import { OPEN_ANSWER_MAX } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { answerBody, answerProblem, answerValueOf, orderQuestions } from './answer-body';

describe('answerBody', () => {
  it('sends the one chosen option of a single-choice question', () => {
    expect(answerBody('single_choice', { optionIds: [4], text: '' })).toEqual({ optionIds: [4] });
  });
  it('sends every chosen option of a multiple-choice question, each once', () => {
    expect(answerBody('multiple_choice', { optionIds: [2, 5, 2], text: 'x' })).toEqual({
      optionIds: [2, 5],
    });
  });
  it('sends the trimmed text of an open question, never options', () => {
    expect(answerBody('open_ended', { optionIds: [1], text: '  Yes.  ' })).toEqual({
      text: 'Yes.',
    });
  });
});

describe('answerProblem', () => {
  it('asks for exactly one option, at least one, or some text', () => {
    expect(answerProblem('single_choice', { optionIds: [], text: '' })).toBe(
      'questions.errors.chooseOne',
    );
    expect(answerProblem('multiple_choice', { optionIds: [], text: '' })).toBe(
      'questions.errors.chooseSome',
    );
    expect(answerProblem('open_ended', { optionIds: [], text: '   ' })).toBe(
      'questions.errors.writeAnswer',
    );
    expect(
      answerProblem('open_ended', { optionIds: [], text: 'a'.repeat(OPEN_ANSWER_MAX + 1) }),
    ).toBe('questions.errors.tooLong');
    expect(answerProblem('multiple_choice', { optionIds: [1, 2], text: '' })).toBeNull();
  });
  it('starts from the saved answer', () => {
    expect(answerValueOf({ optionIds: [3], text: null })).toEqual({ optionIds: [3], text: '' });
    expect(answerValueOf(null)).toEqual({ optionIds: [], text: '' });
  });
});

describe('orderQuestions', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('puts open unanswered questions first, then open answered, then closed ones', () => {
    const qs = [
      { id: 1, dueAt: '2026-11-01T00:00:00Z', answered: false },
      { id: 2, dueAt: null, answered: true },
      { id: 3, dueAt: '2026-12-20T00:00:00Z', answered: false },
      { id: 4, dueAt: '2026-11-30T00:00:00Z', answered: false },
    ];
    expect(orderQuestions(qs, now).map((q) => q.id)).toEqual([4, 3, 2, 1]);
  });
});
