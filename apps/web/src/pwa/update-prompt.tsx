import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerActions } from '../components/banner-actions';
import { registerServiceWorker, workerUpdate, type WorkerUpdate } from './service-worker';

/**
 * Offers the new version of the app once its worker waits; it takes over only when the person
 * chooses, so a form being filled in is not lost to a reload. Mounting it registers the worker
 * (after the first screen has rendered).
 */
export function UpdatePrompt({ update = workerUpdate }: { update?: WorkerUpdate }) {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(update.subscribe, update.isWaiting);
  const [dismissed, setDismissed] = useState(false);
  useEffect(registerServiceWorker, []);
  return (
    <Snackbar
      open={waiting && !dismissed}
      // At the bottom, as the app's notices: at the top it covered the header's menus.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // A click elsewhere must not hide it: it stays until the person reloads or closes it.
      onClose={(_event, reason) => reason === 'escapeKeyDown' && setDismissed(true)}
    >
      <Alert
        severity="info"
        variant="filled"
        action={
          <BannerActions
            label={t('appUpdate.reload')}
            onAct={() => update.apply()}
            onClose={() => setDismissed(true)}
          />
        }
      >
        {t('appUpdate.ready')}
      </Alert>
    </Snackbar>
  );
}
