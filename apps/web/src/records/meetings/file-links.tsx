import type { StoredFile } from '@caffee/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** Files as download links through their signed addresses, each with its size. */
export function FileLinks({ files, testId }: { files: readonly StoredFile[]; testId: string }) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {files.map((f) => (
        <Stack
          key={f.id}
          component="li"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', minWidth: 0 }}
        >
          <AttachFileOutlined fontSize="small" aria-hidden />
          <Link
            href={f.url}
            download={f.originalName}
            dir="auto"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid={`${testId}-${f.id}`}
          >
            {f.originalName}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {kb(f.size)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
