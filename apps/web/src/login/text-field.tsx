import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps {
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
  /** Drawn at the end of the input, e.g. the show-password button. */
  end?: ReactNode;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A required text field drawn as the app's MUI TextField is (outlined or filled, the label
 * moving up once there is text or focus), with its label, asterisk and error wired the same
 * way for assistive technology: `aria-invalid`, and the error as the input's description.
 */
export function TextField({ inputRef, ...props }: TextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const invalid = props.error !== '';
  const outlined = props.variant === 'outlined';
  const label = (
    <>
      {props.label}
      <span aria-hidden="true" className={styles.asterisk}>
        &thinsp;*
      </span>
    </>
  );
  return (
    <div
      className={cx(
        styles.root,
        outlined ? styles.outlined : styles.filled,
        props.value !== '' && styles.hasValue,
        invalid && styles.invalid,
        props.end !== undefined && styles.withEnd,
      )}
    >
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? helperId : undefined}
        />
        {props.end}
        {outlined && (
          <fieldset aria-hidden="true" className={styles.outline}>
            <legend className={styles.notch}>
              <span>{label}</span>
            </legend>
          </fieldset>
        )}
      </div>
      {invalid && (
        <p id={helperId} className={styles.helper}>
          {props.error}
        </p>
      )}
    </div>
  );
}
