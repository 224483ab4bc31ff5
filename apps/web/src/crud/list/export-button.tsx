import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../api/error-message';
import { usePrefs } from '../../store/hooks';
import { downloadCsv } from '../data/record-api';
import { columnFields } from '../data/record-derive';
import type { ListRequest } from '../data/list-params';
import { choicesOf, type RecordScreen } from '../screen';

/**
 * What an export's file says in the user's language, which the server does not know: the
 * visible columns' headers, and how their enum and boolean values read. References, names
 * and dates (in the `calendar` sent beside these) the server writes itself.
 */
export function exportWords(screen: RecordScreen, t: TFunction) {
  const columns = columnFields(screen);
  const labels = Object.fromEntries(columns.map((f) => [f.name, t(`records.fields.${f.name}`)]));
  const values: Record<string, Record<string, string>> = {};
  for (const f of columns) {
    // Only enums and booleans: the server writes other fields' values as they are.
    const choices = f.kind === 'enum' || f.kind === 'boolean' ? choicesOf(f) : undefined;
    if (choices) {
      values[f.name] = Object.fromEntries(choices.values.map((v) => [v, t(choices.labelKey(v))]));
    }
  }
  return { labels, values };
}

/**
 * A button that downloads a file the server makes: disabled while it runs, a failure said in
 * a snackbar. The list exports and the survey results use it.
 */
export function DownloadButton({
  download,
  label,
  testId,
}: {
  download: () => Promise<void>;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download();
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
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/**
 * Exports the list as the API streams it: its search, filters and sorting, and the visible
 * columns with their headers and values in the user's language, dates in their calendar.
 */
export function ExportButton({ screen, request }: { screen: RecordScreen; request: ListRequest }) {
  const { t } = useTranslation();
  const path = screen.contract.path;
  const { locale, calendar } = usePrefs();
  const { pagination: _page, ...query } = request;
  return (
    <DownloadButton
      label={t('crud.exportCsv')}
      testId="export-csv"
      download={() =>
        downloadCsv(path, { ...query, locale, calendar, ...exportWords(screen, t) }, `${path}.csv`)
      }
    />
  );
}
