import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { FileUploadField } from '../../crud/file-upload-field';
import type { FormValues, NewFile } from '../../crud/record-derive';
import { TranslatedField } from '../../crud/translated-field';
import { FormTextField } from '../../forms/form-text-field';
import { applyServerErrors } from '../../forms/server-errors';
import { agendaItemResolver, emptyAgendaItem, type AgendaItemBody } from './agenda-input';
import { addAgendaItem } from './meeting-api';

interface AddAgendaItemDialogProps {
  meetingId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** A new agenda item: its title in each language, the presenter and its files, uploaded. */
export function AddAgendaItemDialog({
  meetingId,
  open,
  onClose,
  onAdded,
}: AddAgendaItemDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useForm<FormValues>({
    defaultValues: emptyAgendaItem() as unknown as FormValues,
    resolver: agendaItemResolver,
  });
  const [files, setFiles] = useState<NewFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const busy = form.formState.isSubmitting;

  const close = () => {
    if (busy) return;
    form.reset(emptyAgendaItem() as unknown as FormValues);
    setFiles([]);
    setFailure(null);
    onClose();
  };

  // The resolver hands over the body to send, not the form's values.
  const onSubmit = form.handleSubmit(async (values) => {
    const body = values as unknown as AgendaItemBody;
    setFailure(null);
    setProgress(files.length ? 0 : null);
    try {
      await addAgendaItem(meetingId, body, files, setProgress);
      onAdded();
      form.reset(emptyAgendaItem() as unknown as FormValues);
      setFiles([]);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['title', 'presenter'])) setFailure(error);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid="agenda-item-dialog"
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId}>{t('meetings.addItemTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure !== null && <ApiErrorAlert error={failure} />}
            <TranslatedField control={form.control} name="title" />
            <FormTextField
              control={form.control}
              name="presenter"
              labelKey="meetings.presenter"
              slotProps={{
                htmlInput: { maxLength: 200, dir: 'auto', 'data-testid': 'field-presenter' },
              }}
            />
            <FileUploadField
              categories={['downloadable']}
              existing={[]}
              added={files}
              removed={[]}
              onAdd={setFiles}
              onRemoveNew={(index) => setFiles(files.filter((_, i) => i !== index))}
              onToggleExisting={() => undefined}
            />
            {progress !== null && (
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('crud.uploading')}
                data-testid="upload-progress"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} data-testid="agenda-item-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
