import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useSnackbar } from '../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/error-message';
import { usePrefs } from '../store/hooks';
import { downloadCsv } from './record-api';
import { columnFields } from './record-derive';
import type { ListRequest } from './list-params';
import type { RecordScreen } from './screen';

/**
 * Exports the list as the API streams it: its search, filters and sorting, and the visible
 * columns with their headers in the user's language.
 */
export function ExportButton({ screen, request }: { screen: RecordScreen; request: ListRequest }) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const { pagination: _page, ...query } = request;
    const labels = Object.fromEntries(
      columnFields(screen).map((f) => [f.name, t(`records.fields.${f.name}`)]),
    );
    setBusy(true);
    try {
      await downloadCsv(screen.contract.path, { ...query, locale, labels }, `${screen.key}.csv`);
    } catch (error) {
      enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={() => void onClick()}
      disabled={busy}
      data-testid="export-csv"
    >
      {t('crud.exportCsv')}
    </Button>
  );
}
