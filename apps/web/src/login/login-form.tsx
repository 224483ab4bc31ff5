import { FORGOT_PASSWORD_PATH, REGISTER_PATH, type Locale } from '@caffee/contract';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessageKey } from '../api/error-message';
import { afterLoginPath } from '../auth/return-url';
import { fieldMessageText } from '../forms/field-message';
import { readFieldErrors } from '../forms/read-field-errors';
import type { Texts } from '../i18n/translate';
import { Icon } from './icons';
import styles from './login-form.module.css';
import { signIn } from './sign-in';
import { TextField } from './text-field';
import { checkLogin, type LoginErrors, type LoginField, type LoginValues } from './validate-login';

const FIELDS: readonly LoginField[] = ['email', 'password'];

function Alert(props: { kind: 'info' | 'error'; role: 'status' | 'alert'; children: string }) {
  return (
    <div role={props.role} className={`${styles.alert} ${styles[props.kind]}`}>
      <div className={styles.alertIcon}>
        <Icon name={props.kind} size={22} />
      </div>
      <div className={styles.alertMessage}>{props.children}</div>
    </div>
  );
}

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
  const link = (href: string, testId: string, text: string): ReactNode => (
    <a href={href} data-testid={testId} className={styles.link}>
      {text}
    </a>
  );

  return (
    <div className={styles.stack}>
      <div>
        <h1 className={styles.title} data-testid="page-title">
          {t('auth.login.title')}
        </h1>
        <p className={styles.text}>{t('auth.login.subtitle')}</p>
      </div>
      {passwordChanged && !refusal && (
        <Alert kind="info" role="status">
          {t('auth.reset.success')}
        </Alert>
      )}
      {returnUrl && !refusal && (
        // A hint, not an error: announced politely (status), leaving role="alert" to failures.
        <Alert kind="info" role="status">
          {t('auth.login.continueHint')}
        </Alert>
      )}
      {refusal && (
        <Alert kind="error" role="alert">
          {t(errorMessageKey(refusal.error))}
        </Alert>
      )}
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          label={t('auth.email')}
          value={values.email}
          onChange={change('email')}
          error={fieldError('email')}
          variant={variant}
          inputRef={email}
        />
        <TextField
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          label={t('auth.password')}
          value={values.password}
          onChange={change('password')}
          error={fieldError('password')}
          variant={variant}
          inputRef={password}
          end={
            <button
              type="button"
              className={styles.reveal}
              aria-label={t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <Icon name={showPassword ? 'visibilityOff' : 'visibility'} />
            </button>
          }
        />
        <p className={styles.forgot}>
          {link(FORGOT_PASSWORD_PATH, 'forgot-link', t('auth.login.forgot'))}
        </p>
        <button
          type="submit"
          className={styles.submit}
          data-testid="login-submit"
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <span className={styles.spinner} aria-hidden="true" />}
          <span className={pending ? styles.waiting : undefined}>{t('auth.login.submit')}</span>
        </button>
      </form>
      <p className={styles.small}>
        {t('auth.login.noAccount')} {link(REGISTER_PATH, 'register-link', t('auth.login.register'))}
      </p>
    </div>
  );
}
