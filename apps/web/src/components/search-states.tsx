import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A search's results while the first page loads. */
export function SearchLoading() {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={2}
      sx={{ p: 2 }}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}

/** Nothing found: what was searched, said in its place. */
export function SearchEmpty({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Typography
      color="text.secondary"
      sx={{ p: 4, textAlign: 'center' }}
      data-testid={testId}
      role="status"
    >
      {children}
    </Typography>
  );
}
