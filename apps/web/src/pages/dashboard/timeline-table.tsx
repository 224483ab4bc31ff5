import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TimelineRow } from './timeline-rows';

/**
 * Hidden on screen, read by screen readers: what the chart draws. On a wrapping block,
 * since a table grows to fit its cells whatever its width says.
 */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The chart's data as a table for assistive technology. */
export function TimelineTable({
  rows,
  caption,
}: {
  rows: readonly TimelineRow[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={VISUALLY_HIDDEN}>
      <Table size="small" data-testid="timeline-table">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('dashboard.timeline.periodStart')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('dashboard.timeline.created')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('dashboard.timeline.updated')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('dashboard.timeline.deleted')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('dashboard.timeline.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.period}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell>{row.created}</TableCell>
              <TableCell>{row.updated}</TableCell>
              <TableCell>{row.deleted}</TableCell>
              <TableCell>{row.total}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
