import {
  FORGOT_PASSWORD_PATH,
  LoginBodySchema,
  REGISTER_PATH,
  type CurrentUser,
  type LoginBody,
} from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useAuth } from '../../auth/auth-context';
import { afterLoginPath } from '../../auth/return-url';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { FormTextField } from '../../forms/form-text-field';
import { formResolver } from '../../forms/form-resolver';
import { PasswordField } from '../../forms/password-field';
import { applyServerErrors } from '../../forms/server-errors';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-link';

const resolver = formResolver(LoginBodySchema);

export default function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const form = useForm<z.input<typeof LoginBodySchema>, unknown, LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const mutation = useMutation<CurrentUser, unknown, LoginBody>({
    mutationFn: login,
    onSuccess: (user) => void navigate(afterLoginPath(user.type, returnUrl), { replace: true }),
    onError: (error) => {
      form.resetField('password');
      applyServerErrors(error, form.setError, ['email', 'password']);
    },
  });

  return (
    <Stack spacing={3}>
      <div>
        <PageTitle>{t('auth.login.title')}</PageTitle>
        <Typography color="text.secondary">{t('auth.login.subtitle')}</Typography>
      </div>
      {returnUrl && !mutation.error && (
        // A hint, not an error: announced politely (status), leaving role="alert" to failures.
        <Alert severity="info" role="status">
          {t('auth.login.continueHint')}
        </Alert>
      )}
      <ApiErrorAlert error={mutation.error} />
      <AuthForm
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        submitLabel={t('auth.login.submit')}
        submitTestId="login-submit"
        pending={mutation.isPending}
      >
        <FormTextField
          control={form.control}
          name="email"
          labelKey="auth.email"
          type="email"
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordField
          control={form.control}
          name="password"
          labelKey="auth.password"
          autoComplete="current-password"
          required
        />
        <Typography variant="body2" sx={{ textAlign: 'end' }}>
          <AuthLink to={FORGOT_PASSWORD_PATH} testId="forgot-link">
            {t('auth.login.forgot')}
          </AuthLink>
        </Typography>
      </AuthForm>
      <Typography variant="body2">
        {t('auth.login.noAccount')}{' '}
        <AuthLink to={REGISTER_PATH} testId="register-link">
          {t('auth.login.register')}
        </AuthLink>
      </Typography>
    </Stack>
  );
}
