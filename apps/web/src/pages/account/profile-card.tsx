import { LOCALES, ProfileUpdateSchema, type CurrentUser } from '@caffee/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAuth } from '../../auth/auth-context';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';
import { formResolver } from '../../forms/form-resolver';
import { FormSelectField } from '../../forms/form-select-field';
import { FormTextField } from '../../forms/form-text-field';
import { applyServerErrors } from '../../forms/server-errors';
import { useAppDispatch } from '../../store/hooks';
import { updatePrefs } from '../../store/prefs-slice';
import { updateProfile } from './profile-api';

// The contract's own-profile body; here the name may not be left empty.
const ProfileFormSchema = ProfileUpdateSchema.required({ name: true });
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormValues = z.output<typeof ProfileFormSchema>;
const resolver = formResolver(ProfileFormSchema, { phone: 'validation.phone' });
const FIELDS = ['name', 'phone', 'locale'] as const;

const toForm = (user: CurrentUser): ProfileFormInput => ({
  name: user.name,
  phone: user.phone ?? '',
  locale: user.locale,
});

/** One's own name, phone and language (the language also becomes the interface's). */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const { updateUser } = useAuth();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver,
    defaultValues: toForm(user),
  });

  // The language chosen in the header is the account's too: an untouched field follows it, so
  // saving a new phone number does not put the old language back.
  useEffect(() => {
    if (!form.getFieldState('locale').isDirty) {
      form.resetField('locale', { defaultValue: user.locale });
    }
  }, [form, user.locale]);

  const mutation = useMutation<CurrentUser, unknown, ProfileFormValues>({
    // An emptied phone is sent as null, so it is really removed.
    mutationFn: (values) => updateProfile({ ...values, phone: values.phone ?? null }),
    onSuccess: (saved) => {
      updateUser(saved);
      form.reset(toForm(saved));
      if (saved.locale !== user.locale) dispatch(updatePrefs({ locale: saved.locale }));
      // i18n.t: the language may have just changed, and the notice should be in the new one.
      enqueueSnackbar(i18n.t('profile.saved'), { variant: 'success' });
    },
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, FIELDS) ? null : error),
  });

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('profile.detailsTitle')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          data-testid="profile-form"
          onSubmit={form.handleSubmit((values) => {
            setFormError(null);
            mutation.mutate(values);
          })}
        >
          <ApiErrorAlert error={formError} />
          <FormTextField
            control={form.control}
            name="name"
            labelKey="auth.name"
            autoComplete="name"
            required
          />
          {user.email !== null && (
            // None on an account reached by phone only (issue 42).
            <TextField
              label={t('account.email')}
              value={user.email}
              helperText={t('profile.emailHelp')}
              slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'auto' } }}
            />
          )}
          <FormTextField
            control={form.control}
            name="phone"
            // The number an account without an email signs in with: not optional there.
            labelKey={user.email === null ? 'account.phone' : 'auth.phone'}
            required={user.email === null}
            helperKey="auth.phoneHelp"
            type="tel"
            autoComplete="tel"
          />
          <FormSelectField
            control={form.control}
            name="locale"
            labelKey="profile.language"
            helperText={t('profile.languageHelp')}
            options={LOCALES.map((locale) => ({
              value: locale,
              label: t(LANGUAGE_NAME_KEYS[locale]),
            }))}
          />
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="profile-save"
          >
            {t('common.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
