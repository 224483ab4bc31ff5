import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './use-field-error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'label' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  control: Control<T>;
  name: Path<T>;
  labelKey: string;
  /** Values for the label's placeholders, e.g. the language of one translation. */
  labelValues?: Record<string, string>;
  helperKey?: string;
};

/** A text field bound to react-hook-form, labelled and with its error from i18n. */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { control, name, labelKey, labelValues, helperKey, helperText, ...rest } = props;
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <TextField
      {...rest}
      {...field}
      value={value ?? ''}
      inputRef={ref}
      label={t(labelKey, labelValues)}
      error={Boolean(error)}
      helperText={error ? errorText(error.message) : (helperText ?? (helperKey && t(helperKey)))}
    />
  );
}
