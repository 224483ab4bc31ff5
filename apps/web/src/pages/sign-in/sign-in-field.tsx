import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';

export interface SignInFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated error, shown under the field; empty when the value is fine. */
  error: string;
  variant: 'outlined' | 'filled';
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** At the end of the input, e.g. the show-password button. */
  endAdornment?: ReactNode;
}

/**
 * A required field as the app's MUI TextField draws it (outlined or filled, label, asterisk,
 * error text as the input's description), composed of the parts TextField is made of: TextField
 * itself also brings in Select and its menu, about 6 kB gzip the sign-in page does not use.
 */
export function SignInField({ variant, error, label, ...props }: SignInFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const invalid = error !== '';
  const input = {
    id,
    name: props.name,
    type: props.type ?? 'text',
    value: props.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
    autoComplete: props.autoComplete,
    autoFocus: props.autoFocus,
    inputRef: props.inputRef,
    endAdornment: props.endAdornment,
    'aria-describedby': invalid ? helperId : undefined,
  };
  return (
    <FormControl variant={variant} fullWidth required error={invalid}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      {variant === 'outlined' ? (
        <OutlinedInput {...input} label={label} />
      ) : (
        <FilledInput {...input} />
      )}
      {invalid && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
