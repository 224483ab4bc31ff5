import { COUNCIL_NAME_MAX, LOCALES, type Council, type Locale } from '@caffee/contract';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/notices';
import { firstFieldErrors } from '../../forms/server-errors';
import { useFieldErrorText } from '../../forms/use-field-error-text';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';
import { FormCard } from '../account/form-card';
import { renameCouncil } from './council-api';

const valuesOf = (council: Council) =>
  Object.fromEntries(LOCALES.map((l) => [l, council.translations.name[l] ?? ''])) as Record<
    Locale,
    string
  >;

/** The council's name in each language; one left blank reads in another. */
export function CouncilNameForm({ council }: { council: Council }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState(() => valuesOf(council));
  const [fieldErrors, setFieldErrors] = useState(new Map<string, string>());
  const errorText = useFieldErrorText();
  const mutation = useMutation({
    mutationFn: () => renameCouncil(values),
    onSuccess: () => {
      setFieldErrors(new Map());
      void queryClient.invalidateQueries({ queryKey: ['council'] });
      enqueueSnackbar(t('profiles.council.saved'), { variant: 'success' });
    },
    onError: (error) => setFieldErrors(firstFieldErrors(error)),
  });
  const err = (lang: Locale) => {
    const message = fieldErrors.get(`name.${lang}`);
    return message === undefined ? undefined : errorText(message);
  };
  return (
    <FormCard
      title={t('profiles.council.nameTitle')}
      hint={t('profiles.council.nameHelp')}
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate();
      }}
      error={mutation.error}
      submitLabel={t('profiles.save')}
      submitTestId="council-save"
      pending={mutation.isPending}
    >
      <Grid container spacing={2} data-testid="council-form">
        {LOCALES.map((lang) => (
          <Grid key={lang} size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              label={`${t('profiles.council.name')} (${t(LANGUAGE_NAME_KEYS[lang])})`}
              value={values[lang]}
              onChange={(e) => {
                setValues((old) => ({ ...old, [lang]: e.target.value }));
                setFieldErrors((shown) => {
                  const kept = new Map(shown);
                  kept.delete(`name.${lang}`);
                  return kept;
                });
              }}
              error={Boolean(err(lang))}
              helperText={err(lang)}
              slotProps={{
                htmlInput: {
                  lang,
                  dir: 'auto',
                  maxLength: COUNCIL_NAME_MAX,
                  'data-testid': `council-name-${lang}`,
                },
              }}
            />
          </Grid>
        ))}
      </Grid>
    </FormCard>
  );
}
