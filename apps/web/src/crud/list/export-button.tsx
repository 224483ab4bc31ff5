import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useSnackbar } from '../../components/notices';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { usePrefs } from '../../store/hooks';
import { downloadCsv } from '../data/record-api';
import { columnFields } from '../data/record-derive';
import type { ListRequest } from '../data/list-params';
import type { RecordScreen } from '../screen';

/**
 * What an export asks the server for beside the list's query: the columns the list shows, in
 * the reader's language and calendar. The server writes the headers, the values' labels, the
 * names and the dates in the screens' own words (apps/server/src/records/export-words.ts).
 */
export const exportParams = (
  screen: RecordScreen,
  prefs: { locale: string; calendar: string },
) => ({ columns: columnFields(screen).map((f) => f.name), ...prefs });

/**
 * A button that downloads a file the server makes: disabled while it runs, a failure said in
 * a snackbar. The list exports and the survey results use it.
 */
export function DownloadButton({
  download,
  label,
  testId,
  icon = <FileDownloadOutlined />,
  title,
}: {
  download: () => Promise<void>;
  label: string;
  testId: string;
  icon?: ReactNode;
  /** What the file is, said on hover and to screen readers. */
  title?: string;
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
      startIcon={icon}
      title={title}
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
 * columns, in the user's language, dates in their calendar.
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
        downloadCsv(
          path,
          { ...query, ...exportParams(screen, { locale, calendar }) },
          `${path}.csv`,
        )
      }
    />
  );
}
