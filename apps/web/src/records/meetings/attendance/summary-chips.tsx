import { ATTENDANCE_STATUSES, type AttendanceSummary } from '@caffee/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { StatusChip } from './status-chip';
import { ratePercent } from './status-labels';

/** Counts per status and the attendance rate. */
export function SummaryChips({ summary, testId }: { summary: AttendanceSummary; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={testId}>
      <Chip label={t('attendance.rate', { rate: ratePercent(summary.rate) })} color="primary" />
      <Chip variant="outlined" label={t('attendance.total', { count: summary.total })} />
      {ATTENDANCE_STATUSES.map((s) => (
        <StatusChip key={s} status={s} count={summary[s]} />
      ))}
    </Stack>
  );
}
