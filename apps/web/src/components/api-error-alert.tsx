import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/error-message';

/** A rejected call explained in the interface language; nothing when there is no error. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <Alert severity="error" role="alert">
      {t(errorMessageKey(error))}
    </Alert>
  );
}
