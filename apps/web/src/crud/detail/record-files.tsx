import type { StoredFile } from '@caffee/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** A record's files: images shown, every file downloadable through its signed link. */
export function RecordFiles({ files }: { files: readonly StoredFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const images = files.filter((f) => f.category === 'image' && f.thumbnailUrl);
  return (
    <Stack spacing={1.5} data-testid="record-files">
      <Typography variant="h6" component="h2">
        {t('crud.files')}
      </Typography>
      {images.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {images.map((f) => (
            <Box
              key={f.id}
              component="img"
              src={f.thumbnailUrl ?? f.url}
              alt={f.originalName}
              sx={{ maxHeight: 180, maxWidth: '100%', borderRadius: 1 }}
            />
          ))}
        </Stack>
      )}
      {files.map((f) => (
        <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AttachFileOutlined fontSize="small" aria-hidden />
          <Link href={f.url} download={f.originalName} dir="auto" data-testid={`file-${f.id}`}>
            {f.originalName}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {kb(f.size)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
