import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './use-field-error-text';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface FormSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  labelKey: string;
  options: readonly SelectOption[];
  /** Offers "nothing chosen" with this (translated) text; choosing it sets `undefined`. */
  emptyLabel?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A select bound to react-hook-form. Options keep their type (role ids stay numbers); the
 * hidden input carries `name`, the combobox `data-testid="field-<name>"`.
 */
export function FormSelectField<T extends FieldValues>(props: FormSelectFieldProps<T>) {
  const { control, name, labelKey, options, emptyLabel, helperText, required, disabled } = props;
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const current: unknown = value;
  return (
    <TextField
      select
      name={name}
      label={t(labelKey)}
      value={current ?? ''}
      required={required}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={onBlur}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ? errorText(error.message) : helperText}
      slotProps={{
        select: { SelectDisplayProps: { 'data-testid': `field-${name}` } as object },
      }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
