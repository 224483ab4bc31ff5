import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan, useCurrentUser } from '../../auth/auth-context';

/** On an event's page, for those who keep registers: the way to its attendance register. */
export function EventAttendanceLink() {
  const { t } = useTranslation();
  const can = useCan();
  const { type } = useCurrentUser();
  if (type !== 'admin' || !can('attendances:record')) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">{t('attendance.eventHint')}</Typography>
        <Button
          component={RouterLink}
          to="attendance"
          variant="outlined"
          startIcon={<HowToRegOutlined />}
          data-testid="take-attendance"
        >
          {t('attendance.takeTitle')}
        </Button>
      </Stack>
    </Paper>
  );
}
