import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { forwardRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './use-field-error-text';

/** Each error of a form as `[path, message]`, in the order the form holds them. */
export function errorEntries(errors: FieldErrors<FieldValues>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || name === 'ref') continue;
    const path = prefix ? `${prefix}.${name}` : name;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message !== '') out.push([path, message]);
    else out.push(...errorEntries(value as FieldErrors<FieldValues>, path));
  }
  return out;
}

interface SummaryProps {
  errors: FieldErrors<FieldValues>;
  /** A field's name in the reader's language. */
  labelOf: (path: string) => string;
  /** Takes the reader to a field it names (its input, where the form shows one). */
  onPick: (path: string) => void;
}

/**
 * What a refused save asks for, at the top of the form: each field by its name and why, so an
 * error is seen even under a field the form does not show; focused when no field can be.
 */
export const FormErrorSummary = forwardRef<HTMLDivElement, SummaryProps>(function FormErrorSummary(
  { errors, labelOf, onPick },
  ref,
) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const entries = errorEntries(errors);
  if (entries.length === 0) return null;
  return (
    <Alert
      ref={ref}
      severity="error"
      tabIndex={-1}
      data-testid="form-error-summary"
      sx={{ scrollMarginTop: 96, '&:focus': { outline: 2, outlineOffset: 2 } }}
    >
      <AlertTitle>{t('crud.errorSummary')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {entries.map(([path, message]) => (
          <li key={path}>
            <Link
              component="button"
              type="button"
              color="inherit"
              sx={{ verticalAlign: 'baseline', textAlign: 'start', fontWeight: 600 }}
              onClick={() => onPick(path)}
            >
              {labelOf(path)}
            </Link>
            {': '}
            {errorText(message)}
          </li>
        ))}
      </ul>
    </Alert>
  );
});
