import {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  PasswordSchema,
  ResetPasswordBodySchema,
} from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorCode } from '../../api/error-message';
import { resetPasswordRequest } from '../../auth/auth-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { formResolver } from '../../forms/form-resolver';
import { PasswordField } from '../../forms/password-field';
import { applyServerErrors, firstFieldErrors } from '../../forms/server-errors';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-link';

const ResetFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string().min(1) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDiffer',
  });
type ResetFormValues = z.infer<typeof ResetFormSchema>;
const resolver = formResolver(ResetFormSchema);

const isValidToken = (token: string | null) =>
  ResetPasswordBodySchema.shape.token.safeParse(token).success;

/** A 400 `invalid_token`, or a 422 about the token: the link is expired, used or mangled. */
const isLinkError = (error: unknown) =>
  errorCode(error) === 'invalid_token' || firstFieldErrors(error).has('token');

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm<ResetFormValues>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const mutation = useMutation<void, unknown, ResetFormValues>({
    mutationFn: ({ password }) => resetPasswordRequest({ token: token ?? '', password }),
    onSuccess: () => {
      // The sign-in page is a page of its own, without the app's notices: it says it worked.
      void navigate(`${LOGIN_PATH}?done=password`, { replace: true });
    },
    onError: (error) => applyServerErrors(error, form.setError, ['password']),
  });

  const linkBroken = !isValidToken(token) || isLinkError(mutation.error);
  return (
    <Stack spacing={3}>
      <div>
        <PageTitle>{t('auth.reset.title')}</PageTitle>
        <Typography color="text.secondary">{t('auth.reset.subtitle')}</Typography>
      </div>
      {linkBroken ? (
        <>
          <Alert severity="error" role="alert" data-testid="reset-invalid">
            {t('auth.reset.invalidLink')}
          </Alert>
          <Button component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="contained">
            {t('auth.reset.requestNew')}
          </Button>
        </>
      ) : (
        <>
          <ApiErrorAlert error={mutation.error} />
          <AuthForm
            onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
            submitLabel={t('auth.reset.submit')}
            submitTestId="reset-submit"
            pending={mutation.isPending}
          >
            <PasswordField
              control={form.control}
              name="password"
              labelKey="auth.newPassword"
              helperKey="auth.passwordHelp"
              autoComplete="new-password"
              required
              autoFocus
            />
            <PasswordField
              control={form.control}
              name="confirmPassword"
              labelKey="auth.confirmPassword"
              autoComplete="new-password"
              required
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
