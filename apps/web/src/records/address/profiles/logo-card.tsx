import { IMAGE_TYPES } from '@caffee/contract';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notices';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pictureFileProblemKey,
  pictureProblemKey,
  usePictureRule,
} from '../../../pages/account/picture-card';
import { LogoPlaceholder } from './logo-placeholder';

interface LogoCardProps {
  /** The logo's link; null shows the placeholder. */
  logoUrl: string | null | undefined;
  /** Whose logo, for its alternative text. */
  name: string;
  /** Sends the chosen image, telling its progress in percent. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** The query that shows the logo, fetched again once it changed. */
  queryKey: readonly unknown[];
  testId?: string;
}

/** A logo (an institute's, the council's): shown or a placeholder, replaced by an upload. */
export function LogoCard({ logoUrl, name, upload: send, queryKey, testId }: LogoCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const rule = usePictureRule();
  const upload = useMutation({
    mutationFn: (file: File) => send(file, setProgress),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey });
      enqueueSnackbar(t('profiles.logo.saved'), { variant: 'success' });
    },
    onError: (error) => setProblem(pictureProblemKey(error)),
  });
  const choose = (file: File | undefined) => {
    if (!file) return;
    const fileProblem = pictureFileProblemKey(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setProgress(0);
    upload.mutate(file);
  };
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('profiles.logo.title')}
        </Typography>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {logoUrl ? (
            <Box
              component="img"
              src={logoUrl}
              alt={t('profiles.logo.alt', { name })}
              sx={{ width: 120, height: 120, objectFit: 'contain', borderRadius: 2 }}
              data-testid={testId ?? 'institute-logo'}
            />
          ) : (
            <Box sx={{ color: 'text.secondary' }}>
              <LogoPlaceholder />
            </Box>
          )}
          {upload.isPending && (
            <Box sx={{ width: '100%' }}>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('profiles.logo.uploading')}
                data-testid="logo-progress"
              />
            </Box>
          )}
          {problem && (
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>
              {t(problem, rule)}
            </Alert>
          )}
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            data-testid="logo-input"
            aria-label={t('profiles.logo.choose')}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('profiles.logo.choose')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
