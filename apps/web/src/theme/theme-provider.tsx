import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../store/hooks';
import type { ControlTexts } from './create-app-theme';
import { PrefsThemeProvider } from './prefs-theme-provider';

/** Applies the display preferences: theme, direction-aware styles and the baseline CSS. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefs = usePrefs();
  // react-i18next gives a new `t` when the language changes: the texts follow it.
  const { t } = useTranslation();
  const controls = useMemo<ControlTexts>(
    () => ({
      open: t('controls.open'),
      close: t('controls.close'),
      clear: t('controls.clear'),
      noOptions: t('controls.noOptions'),
      loading: t('controls.loading'),
      pageButton: (type, page) => {
        if (type === 'page') return t('controls.page', { page });
        return ['first', 'last', 'next', 'previous'].includes(type) ? t(`list.${type}Page`) : '';
      },
    }),
    [t],
  );
  return (
    <PrefsThemeProvider prefs={prefs} controls={controls}>
      {children}
    </PrefsThemeProvider>
  );
}
