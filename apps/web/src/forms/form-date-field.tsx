import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput, type DateInputProps } from './date-input';
import { useFieldErrorText } from './use-field-error-text';

export type FormDateFieldProps<T extends FieldValues> = Pick<
  DateInputProps,
  'withTime' | 'required' | 'disabled' | 'testId' | 'fullWidth' | 'sx'
> & {
  control: Control<T>;
  name: Path<T>;
  labelKey: string;
};

/**
 * A date or date-time input bound to react-hook-form (like FormTextField), in the reader's
 * calendar; the value stays `YYYY-MM-DD` / `YYYY-MM-DDTHH:mm`, whatever the calendar.
 */
export function FormDateField<T extends FieldValues>(props: FormDateFieldProps<T>) {
  const { control, name, labelKey, ...rest } = props;
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error, isTouched },
  } = useController({ control, name });
  return (
    <DateInput
      {...rest}
      name={name}
      label={t(labelKey)}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={ref}
      error={error ? errorText(error.message) : undefined}
      formChecked={Boolean(error) || isTouched}
    />
  );
}
