import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan, useCurrentUser } from '../../../auth/auth-context';

/** Whether the reader keeps registers: the secretariat with `attendances:record`. */
function useTakesAttendance() {
  const can = useCan();
  return useCurrentUser().type === 'admin' && can('attendances:record');
}

/**
 * On a meeting's or an event's page, for those who keep registers: the way to its register
 * screen (`…/attendance`); nothing for anyone else.
 */
export function TakeAttendanceButton({ variant }: { variant: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  if (!useTakesAttendance()) return null;
  return (
    <Button
      component={RouterLink}
      to="attendance"
      variant={variant}
      startIcon={<HowToRegOutlined />}
      data-testid="take-attendance"
    >
      {t('attendance.takeTitle')}
    </Button>
  );
}

/** On an event's page, for those who keep registers: what a register of it is, and the way. */
export function EventAttendanceLink() {
  const { t } = useTranslation();
  if (!useTakesAttendance()) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">{t('attendance.eventHint')}</Typography>
        <TakeAttendanceButton variant="outlined" />
      </Stack>
    </Paper>
  );
}
