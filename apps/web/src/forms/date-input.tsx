import { DATE_MAX, DATE_MIN, ethiopicMonthNames } from '@caffee/contract';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useMemo, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format-date';
import { usePrefs } from '../store/hooks';
import {
  entryProblem,
  partsOfValue,
  valueOfParts,
  type EntryParts,
  type EntryProblem,
} from './ethiopic-entry';
import { afterPress } from './after-press';
import { encodeFieldMessage } from './field-message';
import { useFieldErrorText } from './use-field-error-text';

export interface DateInputProps {
  /** `YYYY-MM-DD`, with `withTime` `YYYY-MM-DDTHH:mm` (local); '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  /** A date-time (`datetime-local`) rather than a date. */
  withTime?: boolean;
  /** The Gregorian input's `name`. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** The error to show, translated (the form's). */
  error?: string;
  /** The form was checked: what is wrong with typed parts shows before the person leaves them. */
  formChecked?: boolean;
  helperText?: ReactNode;
  /** `data-testid` of the input, or of the Ethiopian parts' group (each part: `-day`, …). */
  testId?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const LONG_UTC = { dateStyle: 'long', timeZone: 'UTC' } as const;
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A date or date-time input in the reader's calendar, between the product's bounds: the
 * browser's own in the Gregorian calendar; day, month and year (E.C.) in the Ethiopian one.
 * Either way the value is the Gregorian one the form always had (see ethiopic-entry.ts).
 */
export function DateInput(props: DateInputProps) {
  const { calendar } = usePrefs();
  return calendar === 'ethiopic' ? <EthiopicDateInput {...props} /> : <GregorianInput {...props} />;
}

function GregorianInput(props: DateInputProps) {
  const {
    value,
    onChange,
    withTime,
    error,
    formChecked: _formChecked,
    helperText,
    testId,
    ...rest
  } = props;
  const bounds = withTime
    ? { min: `${DATE_MIN}T00:00`, max: `${DATE_MAX}T23:59` }
    : { min: DATE_MIN, max: DATE_MAX };
  return (
    <TextField
      {...rest}
      type={withTime ? 'datetime-local' : 'date'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error || helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { ...bounds, 'data-testid': testId },
      }}
    />
  );
}

/** The text of what is wrong with some parts: month names and bounds as the reader reads them. */
function useProblemText() {
  const { locale } = usePrefs();
  const errorText = useFieldErrorText();
  return (problem: EntryProblem, months: readonly string[]) => {
    const params = { ...problem.params };
    if (problem.code === 'noSuchDay') params.month = months[Number(params.month) - 1] ?? '';
    if (problem.code === 'dateRange') {
      params.min = formatDate(DATE_MIN, locale, 'ethiopic', LONG_UTC);
      params.max = formatDate(DATE_MAX, locale, 'ethiopic', LONG_UTC);
    }
    return errorText(encodeFieldMessage(`fieldErrors.${problem.code}`, params));
  };
}

function EthiopicDateInput(props: DateInputProps) {
  const { value, onChange, onBlur, label, withTime = false, required, disabled } = props;
  const { error, formChecked, helperText, testId, inputRef, size, fullWidth, sx } = props;
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const months = useMemo(() => ethiopicMonthNames(locale), [locale]);
  const problemText = useProblemText();
  const helperId = useId();
  // Unfinished parts are pointed out once the person moves on from them, or the form is checked.
  const [left, setLeft] = useState(false);
  const parts = partsOfValue(value);
  const problem = entryProblem(parts, withTime);
  const message = problem && (left || formChecked) ? problemText(problem, months) : error;
  const invalid = Boolean(message);
  const set = (change: Partial<EntryParts>) =>
    onChange(valueOfParts({ ...parts, ...change }, withTime));
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    // What the message moves must not move under a click in progress.
    afterPress(() => {
      setLeft(true);
      onBlur?.();
    });
  };
  const part = (key: keyof EntryParts, extra: Record<string, unknown> = {}) => ({
    label: t(`dateInput.${key}`),
    value: parts[key],
    size,
    disabled,
    error: invalid,
    slotProps: {
      inputLabel: { shrink: true },
      htmlInput: {
        'data-testid': testId && `${testId}-${key}`,
        'aria-describedby': invalid || helperText ? helperId : undefined,
        'aria-required': required || undefined,
        ...extra,
      },
    },
  });
  return (
    <FormControl
      component="fieldset"
      error={invalid}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
      onBlur={leave}
      data-testid={testId}
    >
      {/* A group's label as the record form's multilingual fields have it. */}
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75, rowGap: 1.5 }}>
        <TextField
          {...part('day', { inputMode: 'numeric', maxLength: 2, autoComplete: 'off' })}
          inputRef={inputRef}
          onChange={(event) => set({ day: digits(event.target.value) })}
          sx={{ flex: '0 0 4rem' }}
        />
        <TextField
          {...part('month')}
          select
          onChange={(event) => set({ month: event.target.value })}
          sx={{ flex: '1 1 8.5rem' }}
          slotProps={{ ...part('month').slotProps, select: { native: true } }}
        >
          <option value="" />
          {months.map((month, i) => (
            <option key={month} value={String(i + 1)}>
              {month}
            </option>
          ))}
        </TextField>
        <TextField
          {...part('year', { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' })}
          onChange={(event) => set({ year: digits(event.target.value) })}
          sx={{ flex: '0 0 6.5rem' }}
        />
        {withTime && (
          <TextField
            {...part('time')}
            type="time"
            onChange={(event) => set({ time: event.target.value })}
            sx={{ flex: '1 1 8rem' }}
          />
        )}
      </Box>
      {(message || helperText) && (
        <FormHelperText id={helperId}>{message || helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
