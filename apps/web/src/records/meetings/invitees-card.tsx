import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChosenUser } from '../../crud/data/chosen-users';
import { TakeAttendanceButton } from './attendance/event-attendance-link';

/** An invitee as a meeting reads them: invited by name, or as a member of its group. */
type Invitee = ChosenUser & { viaGroup?: boolean };

/**
 * Who is invited, those invited as the group's members marked, and (for those who keep
 * registers) the way to the meeting's register.
 */
export function InviteesCard({ invitees }: { invitees: readonly Invitee[] }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="meeting-invitees">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('meetings.invitees', { count: invitees.length })}
        </Typography>
        <TakeAttendanceButton variant="contained" />
      </Stack>
      {invitees.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('meetings.noInvitees')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, m: 0, mt: 1.5, p: 0 }}
        >
          {invitees.map((u) => (
            <Chip
              key={u.userId}
              component="li"
              label={u.name}
              icon={u.viaGroup ? <GroupsOutlined aria-hidden /> : undefined}
              title={u.viaGroup ? t('meetings.viaGroup') : undefined}
              variant="outlined"
              dir="auto"
              data-testid={`invitee-${u.userId}`}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
