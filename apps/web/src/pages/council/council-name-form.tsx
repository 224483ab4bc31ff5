import { COUNCIL_NAME_MAX, LOCALES, type Council, type Locale } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { useSnackbar } from '../../components/notices';
import { firstFieldErrors } from '../../forms/server-errors';
import { useFieldErrorText } from '../../forms/use-field-error-text';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';
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
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('profiles.council.nameTitle')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          data-testid="council-form"
          onSubmit={(e) => {
            e.preventDefault();
            mutation.mutate();
          }}
        >
          {mutation.isError && (
            <Alert severity="error" role="alert">
              {t(fieldErrors.size ? 'errors.validation' : errorMessageKey(mutation.error))}
            </Alert>
          )}
          <Typography color="text.secondary" variant="body2">
            {t('profiles.council.nameHelp')}
          </Typography>
          <Grid container spacing={2}>
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
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="council-save"
          >
            {t('profiles.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
