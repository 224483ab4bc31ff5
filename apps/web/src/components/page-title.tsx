import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's one h1 (the e2e journeys find it by test id); also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${children} · ${appName}`;
  }, [children, appName]);
  return (
    <Typography variant="h1" data-testid="page-title" gutterBottom>
      {children}
    </Typography>
  );
}
