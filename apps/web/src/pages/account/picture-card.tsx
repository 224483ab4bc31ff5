import { fileRefusal, IMAGE_TYPES } from '@caffee/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessageKey } from '../../api/error-message';
import { UserAvatar } from '../../components/user-avatar';
import { fileRuleValues } from '../../crud/form/file-checks';
import { firstFieldErrors } from '../../forms/server-errors';
import { usePrefs } from '../../store/hooks';

const ACCEPT = IMAGE_TYPES.join(',');

/** What went wrong with a chosen or uploaded picture, as an i18n key. */
export function pictureProblemKey(error: unknown): string {
  if (errorCode(error) === 'payload_too_large') return 'profile.picture.tooLarge';
  if (firstFieldErrors(error).size > 0) return 'profile.picture.refused';
  return errorMessageKey(error);
}

/**
 * Why a chosen picture cannot be sent, checked before sending by the contract's rule (the
 * server checks the content again); its text names the types and the limit (`pictureRule`).
 */
export function pictureFileProblemKey(file: Pick<File, 'size' | 'type'>): string | null {
  // A picture must say it is an image: one the browser gives no type is refused too.
  const refusal = fileRefusal({ size: file.size, type: file.type || '?' }, IMAGE_TYPES);
  if (!refusal) return null;
  return refusal === 'fileTooLarge' ? 'profile.picture.tooLarge' : 'profile.picture.refused';
}

/** The values a picture's texts name: the image types and the size limit, in the reader's words. */
export const usePictureRule = () => fileRuleValues(IMAGE_TYPES, usePrefs().locale);

/** Whose picture a card changes, and how: one's own (the account page) or a member's. */
export interface PictureTarget<T> {
  user: { name: string; pictureUrl?: string | null };
  upload: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  remove: () => Promise<T>;
  /** The account as the server answered it, picture changed. */
  onSaved: (saved: T) => void;
}

/** A user's picture: choose one (uploaded at once, with progress and a preview) or remove it. */
export function PictureCard<T>({ user, upload: send, remove: drop, onSaved }: PictureTarget<T>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const rule = usePictureRule();

  // The local preview lives until the server's picture replaces it.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (file: File) => send(file, setProgress),
    onSuccess: (saved) => {
      onSaved(saved);
      enqueueSnackbar(t('profile.picture.saved'), { variant: 'success' });
    },
    onError: (error) => setProblem(pictureProblemKey(error)),
    onSettled: () => setPreview(null),
  });
  const remove = useMutation({
    mutationFn: drop,
    onSuccess: (saved) => {
      onSaved(saved);
      enqueueSnackbar(t('profile.picture.removed'), { variant: 'success' });
    },
    onError: (error) => setProblem(pictureProblemKey(error)),
  });
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const fileProblem = pictureFileProblemKey(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('profile.picture.title')}
        </Typography>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <UserAvatar
            name={user.name}
            pictureUrl={preview ?? user.pictureUrl}
            size={120}
            alt={t('profile.picture.alt', { name: user.name })}
            testId="profile-avatar"
          />
          {upload.isPending && (
            <Box sx={{ width: '100%' }}>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('profile.picture.uploading')}
                data-testid="picture-progress"
              />
              <Typography variant="caption" color="text.secondary">
                {t('profile.picture.progress', { percent: progress })}
              </Typography>
            </Box>
          )}
          {problem && (
            <Alert severity="error" role="alert" sx={{ width: '100%', textAlign: 'start' }}>
              {t(problem, rule)}
            </Alert>
          )}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="picture-input"
            aria-label={t('profile.picture.choose')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file may be chosen again after a failure.
              event.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraOutlined />}
              disabled={busy}
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
              data-testid="picture-choose"
            >
              {t(user.pictureUrl ? 'profile.picture.change' : 'profile.picture.choose')}
            </Button>
            {user.pictureUrl && (
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                disabled={busy}
                loading={remove.isPending}
                onClick={() => remove.mutate()}
                data-testid="picture-remove"
              >
                {t('profile.picture.remove')}
              </Button>
            )}
          </Stack>
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('profile.picture.hint', rule)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
