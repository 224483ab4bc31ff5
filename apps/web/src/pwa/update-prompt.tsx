import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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
          <>
            <Button color="inherit" size="small" onClick={() => update.apply()}>
              {t('appUpdate.reload')}
            </Button>
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('common.close')}
              onClick={() => setDismissed(true)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {t('appUpdate.ready')}
      </Alert>
    </Snackbar>
  );
}
