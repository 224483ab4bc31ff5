import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorCode, errorMessageKey } from '../api/error-message';
import { formatDate } from '../i18n/format-date';
import { usePrefs } from '../store/hooks';

/** A page or list that could not load, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="list-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t(errorMessageKey(error))}
    </Alert>
  );
}

/** When and under which name a record was deleted, if the API told the reader (a 404's `deleted`). */
export function deletedOf(error: unknown): { at: string; name?: string } | undefined {
  // Read by hand rather than with the contract's ErrorSchema: every list and detail page
  // shows this part, and the schema would bring zod (27 kB compressed) to their first screen.
  if (errorCode(error) !== 'not_found') return undefined;
  const { deleted } = error as { deleted?: unknown };
  if (typeof deleted !== 'object' || deleted === null) return undefined;
  const { at, name } = deleted as { at?: unknown; name?: unknown };
  if (typeof at !== 'string') return undefined;
  return typeof name === 'string' ? { at, name } : { at };
}

/** Whether a record's read failed because it is not there: asking again will not bring it. */
export const isMissing = (error: unknown) => errorCode(error) === 'not_found';

/**
 * A record that is not there, said as what happened: deleted on a date (a meeting: cancelled)
 * when the server told the reader so, else not found; with the way back to its list, no retry.
 */
export function RecordGone({
  error,
  path,
  listLabel,
}: {
  error: unknown;
  /** The record type's API path: a meeting is cancelled where other records are deleted. */
  path: string;
  listLabel: string;
}) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const deleted = deletedOf(error);
  const text = deleted
    ? t([`crud.gone.${path}`, 'crud.gone.record'], {
        name: deleted.name || listLabel,
        date: formatDate(deleted.at, locale, calendar),
      })
    : t('crud.gone.notFound');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={deleted ? 'info' : 'warning'} data-testid="record-gone" sx={{ width: 1 }}>
        {text}
      </Alert>
      <Button
        component={RouterLink}
        to=".."
        relative="path"
        variant="outlined"
        data-testid="record-gone-back"
        startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      >
        {listLabel}
      </Button>
    </Stack>
  );
}
