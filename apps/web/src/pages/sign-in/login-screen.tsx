import type { Locale } from '@caffee/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createTexts, type Texts } from '../../i18n/translate';
import Box from '@mui/material/Box';
import { NoauthFrame } from '../../app/layouts/noauth-frame';
import { BRAND_LINK_SX, BrandMark } from '../../components/brand-mark';
import { CustomizerIconButton } from '../../components/customizer/customizer-icon-button';
import { LanguageMenuButton } from '../../components/language-menu-button';
import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names';
import { PrefsThemeProvider } from '../../theme/prefs-theme-provider';
import { LoginForm } from './login-form';
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
  return <CustomizerIconButton label={label} onClick={() => void open()} />;
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
 * The sign-in page in the app's theme and no-auth frame (as the register and password pages):
 * the brand, language and display choices on top, the form in the card, the tagline.
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
    <PrefsThemeProvider prefs={prefs}>
      <NoauthFrame
        brand={
          <Box component="a" href="/" sx={BRAND_LINK_SX}>
            <BrandMark name={appName} />
          </Box>
        }
        actions={
          <>
            <LanguageMenuButton
              locale={prefs.locale}
              label={t('header.language')}
              nameOf={(option) => t(LANGUAGE_NAME_KEYS[option])}
              onChoose={(next) => source.update({ locale: next })}
            />
            <CustomizerButton label={t('header.customize')} prefs={source} />
          </>
        }
        tagline={t('app.tagline')}
      >
        <LoginForm
          texts={texts}
          locale={locale}
          variant={prefs.outlinedFilled ? 'outlined' : 'filled'}
          returnUrl={returnUrl}
          passwordChanged={passwordChanged}
          leave={leave}
          adoptLocale={(next) => source.update({ locale: next })}
        />
      </NoauthFrame>
    </PrefsThemeProvider>
  );
}
