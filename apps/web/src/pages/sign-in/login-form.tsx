import { FORGOT_PASSWORD_PATH, REGISTER_PATH, type Locale } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessageKey } from '../../api/error-message';
import { afterLoginPath } from '../../auth/return-url';
import { fieldMessageText } from '../../forms/field-message';
import { PasswordToggle } from '../../forms/password-toggle';
import { readFieldErrors } from '../../forms/read-field-errors';
import type { Texts } from '../../i18n/translate';
import { AuthForm } from '../auth/auth-form';
import { SignInField } from './sign-in-field';
import { signIn } from './sign-in';
import { checkLogin, type LoginErrors, type LoginField, type LoginValues } from './validate-login';

const FIELDS: readonly LoginField[] = ['email', 'password'];

export interface LoginFormProps {
  texts: Texts;
  /** The language the texts are in (server messages show as written only in English). */
  locale: Locale;
  variant: 'outlined' | 'filled';
  /** `?returnUrl=`: where to go after signing in, when it is safe. */
  returnUrl: string | null;
  /** Arrived from setting a new password: says it worked (the app's notices are not here). */
  passwordChanged?: boolean;
  /** Leaves for the app (a full page load). */
  leave: (url: string) => void;
  /** The account's language, which the app takes after sign-in on any device. */
  adoptLocale?: (locale: Locale) => void;
}

/**
 * The sign-in card's content, as the app's forms behave: errors show after the first
 * attempt and follow what is typed; a refused attempt clears the password, says why, and
 * puts the server's field messages on the fields; success goes to the remembered page.
 */
export function LoginForm(props: LoginFormProps) {
  const { texts, locale, variant, returnUrl, passwordChanged = false, leave, adoptLocale } = props;
  const { t } = texts;
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  const focusFirst = (found: LoginErrors) => {
    const field = FIELDS.find((name) => found[name]);
    if (field) (field === 'email' ? email : password).current?.focus();
  };

  const change = (field: LoginField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors((shown) => ({ ...shown, [field]: checkLogin(next).errors?.[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const check = checkLogin(values);
    if (!check.body) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    setRefusal(null);
    setPending(true);
    try {
      const user = await signIn(check.body, locale);
      if (user.locale !== locale) adoptLocale?.(user.locale);
      leave(afterLoginPath(user.type, returnUrl));
    } catch (error) {
      const known = (code: string) => texts.has(`fieldErrors.${code}`);
      const fromServer = Object.fromEntries(
        [...readFieldErrors(error, known)].filter(([field]) =>
          FIELDS.includes(field as LoginField),
        ),
      ) as LoginErrors;
      setPending(false);
      setRefusal({ error });
      setValues((shown) => ({ ...shown, password: '' }));
      setErrors(fromServer);
      focusFirst(fromServer);
    }
  };

  const fieldError = (field: LoginField) => fieldMessageText(t, locale, errors[field]);
  const fieldProps = (field: LoginField) => ({
    name: field,
    variant,
    value: values[field],
    onChange: change(field),
    error: fieldError(field),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <Typography variant="h1" data-testid="page-title" gutterBottom>
          {t('auth.login.title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.login.subtitle')}</Typography>
      </div>
      {passwordChanged && !refusal && (
        <Alert severity="info" role="status">
          {t('auth.reset.success')}
        </Alert>
      )}
      {returnUrl && !refusal && (
        // A hint, not an error: announced politely (status), leaving role="alert" to failures.
        <Alert severity="info" role="status">
          {t('auth.login.continueHint')}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(refusal.error))}
        </Alert>
      )}
      <AuthForm
        onSubmit={(event) => void submit(event)}
        submitLabel={t('auth.login.submit')}
        submitTestId="login-submit"
        pending={pending}
      >
        <SignInField
          {...fieldProps('email')}
          inputRef={email}
          autoComplete="username"
          autoFocus
          label={t('auth.emailOrPhone')}
        />
        <SignInField
          {...fieldProps('password')}
          inputRef={password}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          label={t('auth.password')}
          endAdornment={
            <PasswordToggle
              visible={showPassword}
              onToggle={() => setShowPassword((shown) => !shown)}
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
            />
          }
        />
        <Typography variant="body2" sx={{ textAlign: 'end' }}>
          <Link href={FORGOT_PASSWORD_PATH} data-testid="forgot-link">
            {t('auth.login.forgot')}
          </Link>
        </Typography>
      </AuthForm>
      <Typography variant="body2">
        {t('auth.login.noAccount')}{' '}
        <Link href={REGISTER_PATH} data-testid="register-link">
          {t('auth.login.register')}
        </Link>
      </Typography>
    </Box>
  );
}
