import type { AgendaItem } from '@caffee/contract';
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
import { FileUploadField } from '../../crud/form/file-upload-field';
import type { FormValues, NewFile } from '../../crud/data/record-derive';
import { TranslatedField } from '../../crud/form/translated-field';
import { FormTextField } from '../../forms/form-text-field';
import { applyServerErrors } from '../../forms/server-errors';
import { agendaItemResolver, agendaItemValues, type AgendaItemBody } from './agenda-input';
import { saveAgendaItem } from './meeting-api';

interface AgendaItemDialogProps {
  meetingId: number;
  /** The item to edit; a new item when null. */
  item: AgendaItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * An agenda item's form, new or edited in place: its title in each language, the presenter,
 * what the meeting decided on it (in each language; printed on the minutes), its files (new ones uploaded, saved ones kept or removed). Open while mounted: each opening
 * starts afresh from the item as saved.
 */
export function AgendaItemDialog({ meetingId, item, onClose, onSaved }: AgendaItemDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const editing = item !== null;
  const form = useForm<FormValues>({
    defaultValues: agendaItemValues(item ?? undefined) as unknown as FormValues,
    resolver: agendaItemResolver(editing),
  });
  const [files, setFiles] = useState<NewFile[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const busy = form.formState.isSubmitting;

  const close = () => {
    if (!busy) onClose();
  };

  // The resolver hands over the body to send, not the form's values.
  const onSubmit = form.handleSubmit(async (values) => {
    const body = values as unknown as AgendaItemBody;
    setFailure(null);
    setProgress(files.length ? 0 : null);
    try {
      await saveAgendaItem(
        meetingId,
        item?.id ?? null,
        body,
        { add: files, remove: removed },
        setProgress,
      );
      onSaved();
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['title', 'presenter', 'decision'])) {
        setFailure(error);
      }
    } finally {
      setProgress(null);
    }
  });

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid="agenda-item-dialog"
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId}>
          {t(editing ? 'meetings.editItemTitle' : 'meetings.addItemTitle')}
        </DialogTitle>
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
            <TranslatedField control={form.control} name="decision" multiline />
            <FileUploadField
              categories={['downloadable']}
              existing={item?.files ?? []}
              added={files}
              removed={removed}
              onAdd={setFiles}
              onRemoveNew={(index) => setFiles(files.filter((_, i) => i !== index))}
              onToggleExisting={(id) =>
                setRemoved(
                  removed.includes(id) ? removed.filter((r) => r !== id) : [...removed, id],
                )
              }
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
