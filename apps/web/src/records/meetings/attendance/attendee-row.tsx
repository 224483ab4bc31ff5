import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@caffee/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceRow } from './attendance-state';

interface AttendeeRowProps {
  row: AttendanceRow;
  disabled: boolean;
  onStatus: (userId: number, status: AttendanceStatus | null) => void;
  onNote: (userId: number, note: string) => void;
}

/** One invitee: their name, a status toggle group (Tab to it, arrows… Space) and a note. */
export const AttendeeRow = memo(function AttendeeRow({
  row,
  disabled,
  onStatus,
  onNote,
}: AttendeeRowProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{
        py: 1.5,
        alignItems: { md: 'center' },
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
      }}
      data-testid={`attendee-${row.userId}`}
    >
      {/* Grown side by side from md on; stacked on a phone, where a basis would be a height. */}
      <Typography sx={{ flex: { md: '1 1 180px' }, minWidth: 0, fontWeight: 500 }} dir="auto">
        {row.name}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={row.status}
        disabled={disabled}
        onChange={(_, status: AttendanceStatus | null) => onStatus(row.userId, status)}
        aria-label={t('attendance.statusOf', { name: row.name })}
        sx={{ flexWrap: 'wrap' }}
      >
        {ATTENDANCE_STATUSES.map((s) => (
          <ToggleButton key={s} value={s} data-testid={`status-${row.userId}-${s}`}>
            {t(`attendance.status.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        size="small"
        label={t('attendance.note')}
        value={row.note}
        disabled={disabled}
        onChange={(event) => onNote(row.userId, event.target.value)}
        sx={{ flex: { md: '1 1 200px' } }}
        slotProps={{
          htmlInput: {
            maxLength: 1000,
            dir: 'auto',
            'aria-label': t('attendance.noteFor', { name: row.name }),
          },
        }}
      />
    </Stack>
  );
});
