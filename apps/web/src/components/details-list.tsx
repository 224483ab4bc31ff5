import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailRow {
  labelKey: string;
  value: ReactNode;
  /** For tests: `data-testid` on the value. */
  testId?: string;
}

/** Label/value pairs as a description list (read as such by screen readers). */
export function DetailsList({ rows }: { rows: readonly DetailRow[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map((row) => (
        <Box key={row.labelKey} sx={{ display: 'contents' }}>
          <dt>{t(row.labelKey)}</dt>
          {/* Names, emails and phone numbers keep their own direction in an RTL layout. */}
          <dd data-testid={row.testId} dir="auto">
            {row.value}
          </dd>
        </Box>
      ))}
    </Box>
  );
}
