import type { Locale } from '@caffee/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createTexts, type Texts } from '../i18n/translate';
import { Icon } from './icons';
import { LanguageMenu } from './language-menu';
import { LoginForm } from './login-form';
import styles from './login-screen.module.css';
import type { SignInPrefs } from './prefs-source';
import { loadSignInTexts } from './texts';

/** The texts on screen and their language. */
export interface ShownTexts {
  locale: Locale;
  texts: Texts;
}

/**
 * The texts of `locale`, loaded when it changes: until they arrive the current language stays
 * on screen, and a later choice wins over one still loading (as the app's `switchLanguage`).
 */
function useTexts(locale: Locale, initial: ShownTexts): ShownTexts {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (shown.locale === locale) return;
    let wanted = true;
    loadSignInTexts(locale).then(
      (tree) => wanted && setShown({ locale, texts: createTexts(tree) }),
      (error: unknown) => console.error(`Could not load the ${locale} texts`, error),
    );
    return () => {
      wanted = false;
    };
  }, [locale, shown.locale]);
  return shown;
}

/** The display preferences' drawer: the app's own, loaded when first asked for. */
function CustomizerButton({ label, prefs }: { label: string; prefs: SignInPrefs }) {
  const open = () =>
    import('./customizer-island')
      .then((island) => island.openCustomizer(prefs))
      .catch((error: unknown) => console.error('Could not open the display preferences', error));
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      data-testid="customizer-open"
      onClick={() => void open()}
    >
      <Icon name="tune" />
    </button>
  );
}

export interface LoginScreenProps {
  prefs: SignInPrefs;
  /** The stored language's texts, loaded before the first render. */
  initialTexts: ShownTexts;
  returnUrl: string | null;
  /** `?done=password`: arrived from setting a new password, which the page confirms. */
  passwordChanged?: boolean;
  leave: (url: string) => void;
}

/**
 * The sign-in page as the app's no-auth layout shows it: the brand, language and display
 * choices on top, one card hanging from the top (so nothing moves as it grows), the tagline.
 */
export function LoginScreen({
  prefs: source,
  initialTexts,
  returnUrl,
  passwordChanged = false,
  leave,
}: LoginScreenProps) {
  const prefs = useSyncExternalStore(source.subscribe, source.get);
  const { locale, texts } = useTexts(prefs.locale, initialTexts);
  const { t } = texts;
  const title = t('auth.login.title');
  const appName = t('app.name');

  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="/" className={styles.brand}>
          <Icon name="brand" className={styles.brandIcon} />
          <span className={styles.brandName}>{appName}</span>
        </a>
        <span className={styles.grow} />
        <LanguageMenu
          t={t}
          locale={prefs.locale}
          onChoose={(next) => source.update({ locale: next })}
        />
        <CustomizerButton label={t('header.customize')} prefs={source} />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <LoginForm
            texts={texts}
            locale={locale}
            variant={prefs.outlinedFilled ? 'outlined' : 'filled'}
            returnUrl={returnUrl}
            passwordChanged={passwordChanged}
            leave={leave}
            adoptLocale={(next) => source.update({ locale: next })}
          />
        </div>
      </main>
      <footer className={styles.footer}>
        <span className={styles.caption}>{t('app.tagline')}</span>
      </footer>
    </div>
  );
}
