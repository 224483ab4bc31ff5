import { LOGIN_PATH, type ForgotPasswordBody } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequest } from '../../auth/auth-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { FormTextField } from '../../forms/form-text-field';
import { applyServerErrors } from '../../forms/server-errors';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-link';
import { checkSignInName } from '../sign-in/validate-login';

type Values = { email: string };

/** One field for an email or a phone number, checked as sign-in checks it. */
const resolver: Resolver<Values> = (values): ResolverResult<Values> => {
  const { error } = checkSignInName(values.email);
  if (error === undefined) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'validate', message: error } } };
};

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver,
    defaultValues: { email: '' },
  });
  const mutation = useMutation<void, unknown, ForgotPasswordBody>({
    mutationFn: forgotPasswordRequest,
    onError: (error) => applyServerErrors(error, form.setError, ['email']),
  });

  return (
    <Stack spacing={3}>
      <div>
        <PageTitle>{t('auth.forgot.title')}</PageTitle>
        <Typography color="text.secondary">{t('auth.forgot.subtitle')}</Typography>
      </div>
      {mutation.isSuccess ? (
        // The same answer whether or not the account exists: nothing to enumerate.
        <Alert severity="success" data-testid="forgot-sent">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <>
          <ApiErrorAlert error={mutation.error} />
          <AuthForm
            onSubmit={form.handleSubmit((values) => {
              const { name } = checkSignInName(values.email);
              if (name) mutation.mutate(name);
            })}
            submitLabel={t('auth.forgot.submit')}
            submitTestId="forgot-submit"
            pending={mutation.isPending}
          >
            <FormTextField
              control={form.control}
              name="email"
              labelKey="auth.emailOrPhone"
              autoComplete="username"
              required
              autoFocus
            />
          </AuthForm>
        </>
      )}
      <Typography variant="body2">
        <AuthLink to={LOGIN_PATH}>{t('auth.backToLogin')}</AuthLink>
      </Typography>
    </Stack>
  );
}
