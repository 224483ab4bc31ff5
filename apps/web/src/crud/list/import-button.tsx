import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../data/lazy-part';

// The dialog (its tables, selects and the import's calls) loads on the first click, not with
// every list.
const ImportDialog = lazyPart(() => import('./import-dialog').then((m) => m.ImportDialog));

/**
 * Opens the spreadsheet import at `{path}/import`: a record type's list, or the address list
 * (`address`, zones, woredas and kebeles in one file); `title` heads the dialog.
 */
export function ImportButton({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  // On a phone the header's actions share one row (components/page-header.tsx): an icon
  // keeps export, import and create from running past the screen's edge.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const label = t('crud.import.open');
  return (
    <>
      {phone ? (
        <IconButton aria-label={label} onClick={() => setOpen(true)} data-testid="import-open">
          <FileUploadOutlined />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          startIcon={<FileUploadOutlined />}
          onClick={() => setOpen(true)}
          data-testid="import-open"
        >
          {label}
        </Button>
      )}
      {/* Mounted while open: each opening starts afresh. */}
      {open && (
        <Suspense fallback={null}>
          <ImportDialog path={path} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
