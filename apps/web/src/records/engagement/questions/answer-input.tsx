import { OPEN_ANSWER_MAX, type QuestionOption, type QuestionType } from '@caffee/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from './answer-body';

export interface AnswerInputProps {
  question: { id: number; text: string; type: QuestionType; options?: QuestionOption[] };
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  /** A translated message shown under the control. */
  error?: string | null;
  disabled?: boolean;
}

/** A question's text: read in the body's colour, also once it can no longer be answered. */
const QUESTION_TEXT = {
  color: 'text.primary',
  '&.Mui-focused': { color: 'text.primary' },
  '&.Mui-disabled': { color: 'text.secondary' },
  '&.Mui-error': { color: 'error.main' },
} as const;

/** The control of one question: radios, checkboxes or a text box, labelled by the question. */
export function AnswerInput({ question, value, onChange, error, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const inputId = useId();
  const testId = `answer-input-${question.id}`;
  if (question.type === 'open_ended') {
    // The question is read above its box, in full and wrapped: a field's floating label is
    // one line, cut short on a phone.
    return (
      <Stack spacing={1}>
        <FormLabel
          htmlFor={inputId}
          error={Boolean(error)}
          disabled={disabled}
          dir="auto"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...QUESTION_TEXT }}
          data-testid={`question-text-${question.id}`}
        >
          {question.text}
        </FormLabel>
        <TextField
          id={inputId}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
          multiline
          minRows={3}
          fullWidth
          disabled={disabled}
          error={Boolean(error)}
          // A hint about typing means nothing on a control that cannot be used.
          helperText={
            error ??
            (disabled
              ? undefined
              : t('questions.textCount', { count: value.text.length, max: OPEN_ANSWER_MAX }))
          }
          slotProps={{
            htmlInput: { maxLength: OPEN_ANSWER_MAX, dir: 'auto', 'data-testid': testId },
          }}
        />
      </Stack>
    );
  }
  const options = [...(question.options ?? [])].sort((a, b) => a.position - b.position);
  const single = question.type === 'single_choice';
  const toggle = (id: number, on: boolean) =>
    onChange({
      ...value,
      optionIds: on ? [...value.optionIds, id] : value.optionIds.filter((o) => o !== id),
    });
  return (
    <FormControl
      error={Boolean(error)}
      disabled={disabled}
      component="fieldset"
      data-testid={testId}
    >
      {/* A closed question is still read: its text keeps a readable colour. */}
      <FormLabel
        id={labelId}
        component="legend"
        dir="auto"
        sx={{ mb: 0.5, overflowWrap: 'anywhere', ...QUESTION_TEXT }}
      >
        {question.text}
      </FormLabel>
      {single ? (
        <RadioGroup
          aria-labelledby={labelId}
          value={value.optionIds[0] != null ? String(value.optionIds[0]) : ''}
          onChange={(event) => onChange({ ...value, optionIds: [Number(event.target.value)] })}
        >
          {options.map((o) => (
            <FormControlLabel key={o.id} value={String(o.id)} control={<Radio />} label={o.text} />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup aria-labelledby={labelId}>
          {options.map((o) => (
            <FormControlLabel
              key={o.id}
              label={o.text}
              control={
                <Checkbox
                  checked={value.optionIds.includes(o.id)}
                  onChange={(event) => toggle(o.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {(error || !disabled) && (
        <FormHelperText>
          {error ?? t(single ? 'questions.chooseOne' : 'questions.chooseAny')}
        </FormHelperText>
      )}
    </FormControl>
  );
}
