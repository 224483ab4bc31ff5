import { LOGIN_PATH, RegisterBodySchema, type RegisterBody, type User } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { registerRequest } from '../../auth/auth-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { FormTextField } from '../../forms/form-text-field';
import { formResolver } from '../../forms/form-resolver';
import { PasswordField } from '../../forms/password-field';
import { applyServerErrors } from '../../forms/server-errors';
import { usePersistentForm } from '../../forms/use-persistent-form';
import { usePrefs } from '../../store/hooks';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-link';

// The locale is not typed in: it is the interface language.
const RegisterFormSchema = RegisterBodySchema.omit({ locale: true });
type RegisterFormInput = z.input<typeof RegisterFormSchema>;
type RegisterFormValues = z.output<typeof RegisterFormSchema>;
const FIELDS = ['name', 'email', 'phone', 'password'] as const;
const resolver = formResolver(RegisterFormSchema, { phone: 'validation.phone' });

export default function RegisterPage() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });
  const clearDraft = usePersistentForm('register', form);

  const mutation = useMutation<User, unknown, RegisterBody>({
    mutationFn: registerRequest,
    onSuccess: clearDraft,
    // A taken address is answered like a new one (its owner is mailed), so no error names it.
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });

  if (mutation.isSuccess) {
    return (
      <Stack spacing={3}>
        <PageTitle>{t('auth.register.doneTitle')}</PageTitle>
        <Alert severity="success" data-testid="register-pending">
          {t('auth.register.pending')}
        </Alert>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <div>
        <PageTitle>{t('auth.register.title')}</PageTitle>
        <Typography color="text.secondary">{t('auth.register.subtitle')}</Typography>
      </div>
      <ApiErrorAlert error={mutation.error} />
      <AuthForm
        onSubmit={form.handleSubmit((values) => mutation.mutate({ ...values, locale }))}
        submitLabel={t('auth.register.submit')}
        submitTestId="register-submit"
        pending={mutation.isPending}
      >
        <FormTextField
          control={form.control}
          name="name"
          labelKey="auth.name"
          autoComplete="name"
          required
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="email"
          labelKey="auth.email"
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={form.control}
          name="phone"
          labelKey="auth.phone"
          helperKey="auth.phoneHelp"
          type="tel"
          autoComplete="tel"
        />
        <PasswordField
          control={form.control}
          name="password"
          labelKey="auth.password"
          helperKey="auth.passwordHelp"
          autoComplete="new-password"
          required
        />
      </AuthForm>
      <Typography variant="body2">
        {t('auth.register.haveAccount')}{' '}
        <AuthLink to={LOGIN_PATH}>{t('auth.register.login')}</AuthLink>
      </Typography>
    </Stack>
  );
}
