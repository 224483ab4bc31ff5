import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons for the page's main actions; they wrap under the title on phones. */
  actions?: ReactNode;
}

/** A page's title, an optional line below it, and its main actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <PageTitle>{title}</PageTitle>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: -0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        // Wraps within the page's width when the actions outgrow it (export, import and create,
        // with Afaan Oromoo's longer words, on a phone).
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, maxWidth: '100%' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
