import { LOCALES, type Locale } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { LANGUAGE_NAME_KEYS } from '../../../i18n/language-names';
import { firstFieldErrors } from '../../../forms/server-errors';
import { useFieldErrorText } from '../../../forms/use-field-error-text';
import { updateInstitute, type InstituteRecord } from './institute-api';
import {
  cascadeFromAddress,
  toBody,
  toValues,
  type InstituteFormValues,
} from './institute-form-values';
import { KebelePicker } from '../../../crud/form/kebele-picker';

/** The institute's own details: names and descriptions in three languages, contacts, address. */
export function InstituteForm({ institute }: { institute: InstituteRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<InstituteFormValues>(() => toValues(institute));
  const [place, setPlace] = useState(() => cascadeFromAddress(institute));
  const [fieldErrors, setFieldErrors] = useState(new Map<string, string>());
  const mutation = useMutation({
    mutationFn: () => updateInstitute(institute.id, toBody(values, place)),
    onSuccess: () => {
      setFieldErrors(new Map());
      void queryClient.invalidateQueries({ queryKey: ['my-institute'] });
      enqueueSnackbar(t('profiles.institute.saved'), { variant: 'success' });
    },
    onError: (error) => setFieldErrors(firstFieldErrors(error)),
  });
  // A field's server message goes as soon as the field is changed: it spoke of the old value.
  const set = <K extends keyof InstituteFormValues>(key: K, value: InstituteFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setFieldErrors((shown) => {
      const kept = new Map([...shown].filter(([field]) => field.split('.')[0] !== key));
      return kept.size === shown.size ? shown : kept;
    });
  };
  const errorText = useFieldErrorText();
  const serverError = (field: string) => fieldErrors.get(field);
  const err = (field: string) => {
    const message = serverError(field);
    return message === undefined ? undefined : errorText(message);
  };
  const text = (key: 'name' | 'description', lang: Locale, multiline = false) => (
    <TextField
      fullWidth
      required={key === 'name' && lang === 'om'}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      label={`${t(`profiles.institute.${key}`)} (${t(LANGUAGE_NAME_KEYS[lang])})`}
      value={values[key][lang]}
      onChange={(e) => set(key, { ...values[key], [lang]: e.target.value })}
      error={Boolean(err(`${key}.${lang}`) ?? err(key))}
      helperText={err(`${key}.${lang}`) ?? err(key)}
      slotProps={{ htmlInput: { lang, dir: 'auto', 'data-testid': `institute-${key}-${lang}` } }}
    />
  );
  const contact = (key: 'phone' | 'email' | 'website', type: string) => (
    <TextField
      fullWidth
      type={type}
      label={t(`profiles.institute.${key}`)}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(err(key))}
      helperText={err(key)}
      slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': `institute-${key}` } }}
    />
  );
  const shown = mutation.isError && fieldErrors.size === 0;
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('profiles.institute.detailsTitle')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          data-testid="institute-form"
          onSubmit={(e) => {
            e.preventDefault();
            mutation.mutate();
          }}
        >
          {shown && (
            <Alert severity="error" role="alert">
              {t(errorMessageKey(mutation.error))}
            </Alert>
          )}
          {mutation.isError && fieldErrors.size > 0 && (
            <Alert severity="error" role="alert">
              {t('errors.validation')}
            </Alert>
          )}
          <Grid container spacing={2}>
            {LOCALES.map((lang) => (
              <Grid key={lang} size={{ xs: 12, md: 4 }}>
                {text('name', lang)}
              </Grid>
            ))}
            {LOCALES.map((lang) => (
              <Grid key={lang} size={{ xs: 12, md: 4 }}>
                {text('description', lang, true)}
              </Grid>
            ))}
            <Grid size={{ xs: 12, md: 4 }}>{contact('phone', 'tel')}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{contact('email', 'email')}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{contact('website', 'url')}</Grid>
          </Grid>
          <Typography variant="subtitle2" component="h3">
            {t('profiles.institute.address')}
          </Typography>
          <KebelePicker value={place} onChange={setPlace} />
          {err('kebeleId') && (
            <Typography color="error" variant="body2">
              {err('kebeleId')}
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="institute-save"
          >
            {t('profiles.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
