import { useTranslation } from 'react-i18next';
import { usePrefs } from '../store/hooks';
import { fieldMessageText } from './field-message';

/** Translates stored form error messages in the current interface language. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  return (message: string | undefined) => fieldMessageText(t, locale, message);
}
