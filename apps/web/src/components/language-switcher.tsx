import type { Locale } from '@caffee/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names';
import { useAppDispatch, usePrefs } from '../store/hooks';
import { updatePrefs } from '../store/prefs-slice';
import { LanguageMenuButton } from './language-menu-button';

export function LanguageSwitcher({
  color = 'inherit',
  onChosen,
}: {
  color?: 'inherit' | 'primary';
  /** Also keeps the choice elsewhere (the signed-in account's language). */
  onChosen?: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const dispatch = useAppDispatch();

  const choose = (next: Locale) => {
    dispatch(updatePrefs({ locale: next }));
    if (next !== locale) onChosen?.(next);
  };

  return (
    <LanguageMenuButton
      color={color}
      locale={locale}
      label={t('header.language')}
      nameOf={(option) => t(LANGUAGE_NAME_KEYS[option])}
      onChoose={choose}
    />
  );
}
