import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/error-message';

/**
 * A rejected call explained in the interface language, with "Try again" when it can be asked
 * again; nothing when there is no error.
 */
export function ApiErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      action={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    >
      {t(errorMessageKey(error))}
    </Alert>
  );
}
