import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AnswerInput } from './answer-input';

const LONG =
  'Tajaajila bishaanii fi karaa ganda keessanii fooyyessuuf mana maree naannoo irraa maal ' +
  'eegdu? Yaada kee bal’inaan ibsi.';

it('shows an open question in full as text above its box, which it names', () => {
  const onChange = vi.fn();
  render(
    <AnswerInput
      question={{ id: 7, text: LONG, type: 'open_ended' }}
      value={{ optionIds: [], text: '' }}
      onChange={onChange}
    />,
  );
  const text = screen.getByTestId('question-text-7');
  expect(text.textContent).toBe(LONG);
  // A label of its own, not the box's floating (one-line, cut) label.
  expect(text.closest('.MuiTextField-root')).toBeNull();
  const box = screen.getByLabelText(LONG);
  expect(box).toBe(screen.getByTestId('answer-input-7'));
  fireEvent.change(box, { target: { value: 'Bishaan' } });
  expect(onChange).toHaveBeenCalledWith({ optionIds: [], text: 'Bishaan' });
});
