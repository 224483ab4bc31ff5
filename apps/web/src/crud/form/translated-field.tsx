import { LOCALES } from '@caffee/contract';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../forms/form-text-field';
import { useFieldErrorText } from '../../forms/use-field-error-text';
import type { FormValues } from '../data/record-derive';

interface TranslatedFieldProps {
  control: Control<FormValues>;
  name: string;
  multiline?: boolean;
  /** A record must have it, in one language at least. */
  required?: boolean;
}

/** A multilingual field: om, en and am side by side (stacked on a phone). */
export function TranslatedField({ control, name, multiline, required }: TranslatedFieldProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = useFormState({ control, name });
  const error = errors[name];
  const message = error && typeof error.message === 'string' ? error.message : undefined;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      data-testid={`translated-${name}`}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t(`records.fields.${name}`)}
        {/* As MUI marks a required field's label; the inputs' `aria-required` says it aloud. */}
        {required && <span aria-hidden="true"> *</span>}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {LOCALES.map((lang) => (
          <FormTextField
            key={lang}
            control={control}
            name={`${name}.${lang}`}
            labelKey="crud.inLanguage"
            labelValues={{ language: t(`language.${lang}`) }}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            slotProps={{
              htmlInput: {
                lang,
                dir: 'auto',
                'data-testid': `field-${name}-${lang}`,
                // One language is enough: each input is required only in that sense.
                ...(required ? { 'aria-required': true } : {}),
              },
            }}
          />
        ))}
      </Box>
      {message && <FormHelperText error>{errorText(message)}</FormHelperText>}
    </Box>
  );
}
