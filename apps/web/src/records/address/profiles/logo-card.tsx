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
import { uploadLogo, type InstituteRecord } from './institute-api';
import { LogoPlaceholder } from './logo-placeholder';

/** The institute's logo: shown (or a placeholder), replaced by an upload with progress. */
export function LogoCard({ institute }: { institute: InstituteRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const rule = usePictureRule();
  const oldIds = (institute.files ?? []).filter((f) => f.category === 'image').map((f) => f.id);
  const upload = useMutation({
    mutationFn: (file: File) => uploadLogo(institute.id, file, oldIds, setProgress),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['my-institute'] });
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
          {institute.logoUrl ? (
            <Box
              component="img"
              src={institute.logoUrl}
              alt={t('profiles.logo.alt', { name: institute.name })}
              sx={{ width: 120, height: 120, objectFit: 'contain', borderRadius: 2 }}
              data-testid="institute-logo"
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
