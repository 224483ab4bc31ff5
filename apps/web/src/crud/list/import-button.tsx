import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../data/lazy-part';
import type { RecordScreen } from '../screen';

// The dialog (its tables, selects and the import's calls) loads on the first click, not with
// every list.
const ImportDialog = lazyPart(() => import('./import-dialog').then((m) => m.ImportDialog));

/** Opens the spreadsheet import of a record type's list. */
export function ImportButton({ screen }: { screen: RecordScreen }) {
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
          <ImportDialog
            path={screen.contract.path}
            title={t('crud.import.title', { type: t(screen.labelKey) })}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
