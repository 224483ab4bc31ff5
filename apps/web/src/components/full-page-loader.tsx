import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** The seed's full-width bar at the top while auth initialises or a page loads. */
export function TopProgress() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('common.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    />
  );
}
