import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { CustomizerButton } from '../../components/customizer/customizer-button';
import { TopProgress } from '../../components/full-page-loader';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NoauthFrame } from './noauth-frame';

/** Login, register and password pages: one centred card, language and display choices on top. */
export function NoauthLayout() {
  const { t } = useTranslation();
  return (
    <NoauthFrame
      brand={<Brand />}
      actions={
        <>
          <LanguageSwitcher />
          <CustomizerButton />
        </>
      }
      tagline={t('app.tagline')}
    >
      <Suspense fallback={<TopProgress />}>
        <Outlet />
      </Suspense>
    </NoauthFrame>
  );
}
