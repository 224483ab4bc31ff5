import type { AttendanceStatus } from '@caffee/contract';
import Circle from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusDot } from './status-labels';

/**
 * A status with a coloured dot: the label keeps the normal text colour, so it reads well in
 * light and dark modes (coloured small text on a chip does not have the contrast).
 */
export function StatusChip({ status, count }: { status: AttendanceStatus; count?: number }) {
  const { t } = useTranslation();
  const label = t(`attendance.status.${status}`);
  return (
    <Chip
      size="small"
      sx={{ flexShrink: 0 }}
      variant="outlined"
      icon={<Circle sx={{ '&&': { color: statusDot(status) } }} fontSize="small" />}
      label={count == null ? label : `${label}: ${count}`}
    />
  );
}
