import type { StoredFile } from '@caffee/contract';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
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
import { FileLinks } from './file-links';
import { uploadMinutes } from './meeting-api';

interface MinutesCardProps {
  meetingId: number;
  minutes: StoredFile | null;
  canEdit: boolean;
  onChanged: () => void;
}

/** The meeting's minutes: downloaded by anyone who sees the meeting, replaced by staff. */
export function MinutesCard({ meetingId, minutes, canEdit, onChanged }: MinutesCardProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => uploadMinutes(meetingId, file, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: () => {
      enqueueSnackbar(t('meetings.minutesSaved'), { variant: 'success' });
      onChanged();
    },
  });

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
        {upload.isError && <ApiErrorAlert error={upload.error} />}
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
              data-testid="minutes-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) upload.mutate(file);
              }}
            />
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              disabled={upload.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t(minutes ? 'meetings.replaceMinutes' : 'meetings.uploadMinutes')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
