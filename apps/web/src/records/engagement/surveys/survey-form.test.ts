import { describe, expect, it } from 'vitest';
import {
  initialValues,
  responseBody,
  serverProblems,
  surveyState,
  validateSurvey,
  type SurveyQuestion,
} from './survey-form';

const option = (id: number) => ({ id, text: `o${id}`, position: id, translations: {} });
const questions: SurveyQuestion[] = [
  {
    id: 10,
    text: 'A',
    type: 'single_choice',
    position: 1,
    options: [option(1), option(2)],
    myAnswer: null,
  },
  {
    id: 11,
    text: 'B',
    type: 'multiple_choice',
    position: 2,
    options: [option(3), option(4)],
    myAnswer: null,
  },
  { id: 12, text: 'C', type: 'open_ended', position: 3, options: [], myAnswer: null },
] as unknown as SurveyQuestion[];

describe('survey form', () => {
  it('names every unanswered question', () => {
    const problems = validateSurvey(questions, initialValues(questions));
    expect([...problems]).toEqual([
      [10, 'questions.errors.chooseOne'],
      [11, 'questions.errors.chooseSome'],
      [12, 'questions.errors.writeAnswer'],
    ]);
  });

  it('sends one answer per question, in order', () => {
    const values = {
      10: { optionIds: [2], text: '' },
      11: { optionIds: [3, 4], text: '' },
      12: { optionIds: [], text: ' Good ' },
    };
    expect(validateSurvey(questions, values).size).toBe(0);
    expect(responseBody(questions, values)).toEqual({
      answers: [
        { questionId: 10, optionIds: [2] },
        { questionId: 11, optionIds: [3, 4] },
        { questionId: 12, text: 'Good' },
      ],
    });
  });

  it("puts the server's 422 on the question it is about", () => {
    const error = { errors: [{ 'answers.2.text': 'Write an answer' }, { answers: 'missing' }] };
    expect([...serverProblems(error, questions)]).toEqual([[12, 'Write an answer']]);
  });

  it('tells open from not yet open and closed', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    expect(surveyState({ opensAt: null, closesAt: null }, now)).toBe('open');
    expect(surveyState({ opensAt: '2026-12-01T00:00:00Z', closesAt: null }, now)).toBe('notOpen');
    expect(surveyState({ opensAt: null, closesAt: '2026-11-20T00:00:00Z' }, now)).toBe('closed');
  });
});
