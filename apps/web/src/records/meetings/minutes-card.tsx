import { ALLOWED_FILE_TYPES, type StoredFile } from '@caffee/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fileProblem, fileRuleValues } from '../../crud/form/file-checks';
import { usePrefs } from '../../store/hooks';
import { FileLinks } from './file-links';
import { removeMinutes, uploadMinutes } from './meeting-api';

interface MinutesCardProps {
  meetingId: number;
  minutes: StoredFile | null;
  canEdit: boolean;
  onChanged: () => void;
}

/** The meeting's minutes: downloaded by anyone who sees the meeting, replaced or removed by staff. */
export function MinutesCard({ meetingId, minutes, canEdit, onChanged }: MinutesCardProps) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const hintId = useId();
  // A file refused before sending (too large, empty, of a type not taken), in words.
  const [refused, setRefused] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadMinutes(meetingId, file, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: () => {
      enqueueSnackbar(t('meetings.minutesSaved'), { variant: 'success' });
      onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => removeMinutes(meetingId),
    onSuccess: () => {
      setConfirming(false);
      enqueueSnackbar(t('meetings.minutesRemoved'), { variant: 'success' });
      onChanged();
    },
  });
  const failed = upload.isError ? upload.error : remove.isError ? remove.error : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="meeting-minutes">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('meetings.minutes')}
        </Typography>
        {minutes ? (
          <FileLinks files={[minutes]} testId="minutes-file" />
        ) : (
          <Typography color="text.secondary">{t('meetings.noMinutes')}</Typography>
        )}
        {refused !== null && (
          <Alert severity="error" role="alert" data-testid="file-refused">
            {refused}
          </Alert>
        )}
        {failed !== null && <ApiErrorAlert error={failed} />}
        {upload.isPending && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('crud.uploading')}
            data-testid="minutes-progress"
          />
        )}
        {canEdit && (
          <>
            <input
              id={inputId}
              type="file"
              hidden
              accept={ALLOWED_FILE_TYPES.join(',')}
              data-testid="minutes-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                const problem = fileProblem(file, t, locale);
                setRefused(problem);
                if (problem) upload.reset();
                else upload.mutate(file);
              }}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                component="label"
                htmlFor={inputId}
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                disabled={upload.isPending || remove.isPending}
                aria-describedby={hintId}
              >
                {t(minutes ? 'meetings.replaceMinutes' : 'meetings.uploadMinutes')}
              </Button>
              {minutes && (
                <Button
                  color="error"
                  startIcon={<DeleteOutlined />}
                  disabled={upload.isPending}
                  onClick={() => setConfirming(true)}
                  data-testid="minutes-remove"
                >
                  {t('meetings.removeMinutes')}
                </Button>
              )}
            </Stack>
            <Typography id={hintId} variant="caption" color="text.secondary">
              {t('crud.fileRule', fileRuleValues(ALLOWED_FILE_TYPES, locale))}
            </Typography>
          </>
        )}
        <ConfirmDialog
          open={confirming}
          title={t('meetings.removeMinutesTitle')}
          confirmLabel={t('crud.delete')}
          destructive
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate()}
        >
          {t('meetings.removeMinutesText', { name: minutes?.originalName ?? '' })}
        </ConfirmDialog>
      </Stack>
    </Paper>
  );
}
