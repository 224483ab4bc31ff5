import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/error-message';

/** Placeholder rows while a table's first page loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow
          key={row}
          aria-busy="true"
          aria-label={row === 0 ? t('common.loading') : undefined}
        >
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

interface MessageRowProps {
  columns: number;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}

/** One full-width row with a message: nothing found, or the list could not load. */
export function MessageRow({ columns, children, action, testId }: MessageRowProps) {
  return (
    <TableRow data-testid={testId}>
      <TableCell colSpan={columns} sx={{ py: 6 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {children}
          {action}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** The row of a list that failed to load, with a retry. */
export function ErrorRow(props: { columns: number; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageRow
      columns={props.columns}
      testId="list-error"
      action={
        <Button variant="outlined" onClick={props.onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      <Typography color="error" role="alert">
        {t(errorMessageKey(props.error))}
      </Typography>
    </MessageRow>
  );
}

/** The row of an empty list: a filtered one offers to clear its filters. */
export function EmptyRow(props: { columns: number; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageRow
      columns={props.columns}
      testId="list-empty"
      action={
        props.filtered && (
          <Button variant="outlined" onClick={props.onClear}>
            {t('list.clearFilters')}
          </Button>
        )
      }
    >
      <Typography color="text.secondary">
        {t(props.filtered ? 'list.noMatches' : 'list.empty')}
      </Typography>
    </MessageRow>
  );
}
