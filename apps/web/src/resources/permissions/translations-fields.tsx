import { LOCALES, type Locale } from '@caffee/contract';
import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';
import { FormTextField } from '../../forms/form-text-field';

interface TranslationsFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The field names per language, e.g. `{ om: 'om', en: 'en', am: 'am' }`. */
  names: Record<Locale, Path<T>>;
  /** A label with a `{{language}}` placeholder. */
  labelKey: string;
  multiline?: boolean;
  testIdPrefix: string;
  /** Shown but not editable (the Administrator role's name). */
  disabled?: boolean;
  /** Focus the first language's input on mount. */
  autoFocus?: boolean;
}

/** One multilingual text as three inputs, each labelled with its language. */
export function TranslationsFields<T extends FieldValues>(props: TranslationsFieldsProps<T>) {
  const { control, names, labelKey, multiline, testIdPrefix, disabled, autoFocus } = props;
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {LOCALES.map((locale) => (
        <FormTextField
          key={locale}
          control={control}
          name={names[locale]}
          labelKey={labelKey}
          labelValues={{ language: t(LANGUAGE_NAME_KEYS[locale]) }}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          disabled={disabled}
          autoFocus={autoFocus && locale === LOCALES[0]}
          slotProps={{
            htmlInput: { lang: locale, dir: 'auto', 'data-testid': `${testIdPrefix}-${locale}` },
          }}
        />
      ))}
    </Stack>
  );
}

/** The API's value of three inputs: null when all are empty, else every language (empty clears). */
export function toTextInput(values: Partial<Record<Locale, string | undefined>>) {
  const filled = LOCALES.some((locale) => (values[locale] ?? '').trim() !== '');
  if (!filled) return null;
  return Object.fromEntries(LOCALES.map((locale) => [locale, (values[locale] ?? '').trim()]));
}
