import {
  IMPORT_LIMITS,
  LOCALE_TAGS,
  type ImportProgress,
  type ImportRefusal,
  type ImportResult,
} from '@caffee/contract';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { useSnackbar } from '../../components/notices';
import { usePrefs } from '../../store/hooks';
import { downloadImportTemplate, importRecords } from '../data/record-api';
import { formatMegabytes } from '../form/file-checks';
import { DownloadButton } from './export-button';
import { ImportReview, type Matches } from './import-review';

const ACCEPT = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');
/** A dry run's answer, clean or refused, and the matches it was asked with (none: the server's). */
interface Checked {
  result: ImportResult;
  columns: Matches | undefined;
}

/** A 422 of an import: the client rejects with its body, which lists every problem. */
const isRefusal = (error: unknown): error is ImportRefusal =>
  typeof error === 'object' &&
  error !== null &&
  Array.isArray((error as ImportRefusal).problems) &&
  Array.isArray((error as ImportRefusal).columns);

interface ImportDialogProps {
  /** The record type's API path. */
  path: string;
  title: string;
  onClose: () => void;
}

/**
 * A spreadsheet import: the file is checked by a dry run as soon as it is chosen, the reader
 * corrects the columns' matches (each change checks again) and imports once a check is clean.
 */
export function ImportDialog({ path, title, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const { locale, calendar } = usePrefs();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** Why the chosen file was not sent (too big, not a spreadsheet). */
  const [refused, setRefused] = useState<string | null>(null);
  /** A failure other than problems (403, 413, 415, no connection). */
  const [failure, setFailure] = useState<unknown>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  /** What the selects show: a change shows at once, before its check answers. */
  const [matches, setMatches] = useState<Matches>([]);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  /** How much of the file is sent; null once the server reads it (or before it says). */
  const [progress, setProgress] = useState<number | null>(null);
  /** How far the server has read the rows, once the file is sent and it says. */
  const [rows, setRows] = useState<ImportProgress | null>(null);
  // Only the last request's answer counts: the reader may change matches faster than the
  // checks answer, or choose another file meanwhile.
  const latest = useRef(0);
  /** The matches of the last check asked for, which "Try again" asks again. */
  const attempted = useRef<Matches | undefined>(undefined);

  const show = (result: ImportResult, columns: Matches | undefined) => {
    setChecked({ result, columns });
    // An unknown column stays unmatched (''), not ignored, until the reader says.
    const unknown = new Set(
      result.problems.filter((p) => p.code === 'importUnknownColumn').map((p) => p.column),
    );
    setMatches(result.columns.map((c) => c.target ?? (unknown.has(c.header) ? '' : null)));
  };

  const send = async (chosen: File, columns: Matches | undefined, dryRun: boolean) => {
    const call = ++latest.current;
    const current = () => call === latest.current;
    if (dryRun) attempted.current = columns;
    setBusy(dryRun ? 'check' : 'import');
    setProgress(null);
    setRows(null);
    setFailure(null);
    try {
      const result = await importRecords(path, chosen, {
        dryRun,
        locale,
        calendar,
        columns,
        onProgress: (percent) => {
          if (current()) setProgress(percent < 100 ? percent : null);
        },
        onRows: (read) => {
          if (current()) setRows(read);
        },
      });
      if (!current()) return;
      if (dryRun) return show(result, columns);
      // Imported names show in other types' lists too (a category in each news item), as
      // after a save in a form (record-form-page.tsx): every answer kept is stale.
      void queryClient.invalidateQueries();
      enqueueSnackbar(t('crud.import.done', { created: result.created, updated: result.updated }), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (!current()) return;
      // A real import refused too (the data changed since the check): its problems show.
      if (isRefusal(error)) show(error, columns);
      else setFailure(error);
    } finally {
      if (current()) setBusy(null);
    }
  };

  const refusal = (chosen: File): string | null => {
    const name = chosen.name;
    if (!/\.(csv|xlsx)$/i.test(name) && !ACCEPT.split(',').includes(chosen.type))
      return t('crud.import.wrongType', { name });
    if (chosen.size === 0) return t('crud.fileEmpty', { name });
    if (chosen.size > IMPORT_LIMITS.bytes)
      return t('crud.fileTooLarge', {
        name,
        size: formatMegabytes(chosen.size, locale),
        limit: formatMegabytes(IMPORT_LIMITS.bytes, locale),
      });
    return null;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file, corrected in a spreadsheet program, may be chosen again.
    event.target.value = '';
    if (!chosen) return;
    latest.current++;
    setBusy(null);
    setChecked(null);
    setMatches([]);
    setFailure(null);
    const why = refusal(chosen);
    setRefused(why);
    setFile(why ? null : chosen);
    // A new file has its own header: the server matches its columns afresh.
    if (!why) void send(chosen, undefined, true);
  };

  const match = (index: number, target: string | null) => {
    const next = matches.map((m, i) => (i === index ? target : m));
    setMatches(next);
    if (file) void send(file, next, true);
  };

  const result = checked?.result;
  const ready =
    busy === null && failure === null && result?.dryRun === true && result.problems.length === 0;
  const close = () => {
    // An import under way finishes here, so that its outcome is said.
    if (busy !== 'import') onClose();
  };
  const count = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  // Once the file is sent, the rows the server has reached, where it says.
  const reading = progress === null && rows !== null && rows.total > 0 ? rows : null;
  const busyText = reading
    ? t(busy === 'import' ? 'crud.import.importingRows' : 'crud.import.checkingRows', {
        done: count.format(reading.done),
        total: count.format(reading.total),
      })
    : t(busy === 'import' ? 'crud.import.importing' : 'crud.import.checking');
  const percent = reading ? Math.round((reading.done / reading.total) * 100) : progress;

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      data-testid="import-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('crud.import.help', {
              size: formatMegabytes(IMPORT_LIMITS.bytes, locale),
              rows: count.format(IMPORT_LIMITS.rows),
            })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {/* A real button that opens the hidden input: reachable by keyboard. */}
            <Button
              variant="contained"
              startIcon={<UploadFileOutlined />}
              onClick={() => input.current?.click()}
              disabled={busy === 'import'}
            >
              {t(file ? 'crud.import.chooseAnother' : 'crud.import.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={ACCEPT}
              onChange={choose}
              data-testid="import-file"
            />
            <DownloadButton
              label={t('crud.import.template')}
              testId="import-template"
              download={() => downloadImportTemplate(path, locale)}
            />
            {file && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
            )}
          </Stack>
          {refused && (
            <Alert severity="error" role="alert">
              {refused}
            </Alert>
          )}
          <ApiErrorAlert
            error={failure}
            // Checked again rather than imported: a write whose answer was lost may have
            // happened, and the check says what is left to do.
            onRetry={file ? () => void send(file, attempted.current, true) : undefined}
          />
          {busy && (
            <Stack spacing={0.5} role="status" data-testid="import-progress">
              <LinearProgress
                variant={percent === null ? 'indeterminate' : 'determinate'}
                value={percent ?? undefined}
                aria-label={busyText}
              />
              <Typography variant="caption" color="text.secondary">
                {busyText}
              </Typography>
            </Stack>
          )}
          {result && <ImportReview result={result} matches={matches} onMatch={match} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy === 'import'}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            if (file) void send(file, checked?.columns, false);
          }}
          disabled={!ready}
          loading={busy === 'import'}
          data-testid="import-submit"
        >
          {t('crud.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
