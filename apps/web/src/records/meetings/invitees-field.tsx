import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../crud/screen';
import { UsersField } from '../../crud/form/users-field';
import {
  groupsUnder,
  useCouncilGroups,
  useGroupTree,
  useMembersOf,
} from '../address/groups/group-tree';

/**
 * A meeting's invitees: the members its committee invites (shown as they are now, before
 * saving), and those invited by name, found by name, email or phone, or by a group's name,
 * which adds that group's members.
 */
export function MeetingInviteesField({ control, field }: FieldInputProps) {
  const groupValue: unknown = useWatch({ control, name: 'groupId' });
  const subgroups = Boolean(useWatch({ control, name: 'includeSubgroups' }));
  const groupId = Number(groupValue) || null;
  const tree = useGroupTree();
  const committeeIds = groupId ? groupsUnder(tree.data ?? [], groupId, subgroups) : [];
  const committee = useMembersOf(committeeIds);
  const viaCommittee = new Set(committee.members.map((m) => m.id));
  return (
    <Stack spacing={2}>
      {groupId !== null && (
        <CommitteeInvitees
          members={committee.members}
          pending={committee.pending || tree.isPending}
        />
      )}
      <UsersField
        control={control}
        field={field}
        skip={viaCommittee}
        labelKey="meetings.inviteesByName"
        helperKey="meetings.inviteesByNameHelp"
        useGroups={useCouncilGroups}
      />
    </Stack>
  );
}

function CommitteeInvitees({
  members,
  pending,
}: {
  members: readonly { id: number; name: string }[];
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="committee-invitees">
      <Typography variant="subtitle2" component="h3">
        {t('meetings.committeeInvitees', { count: members.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {pending
          ? t('crud.usersLoading')
          : members.length
            ? t('meetings.committeeInviteesHelp')
            : t('meetings.committeeEmpty')}
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0 }}>
        {members.map((m) => (
          <Chip
            key={m.id}
            component="li"
            size="small"
            label={m.name}
            dir="auto"
            data-testid={`committee-invitee-${m.id}`}
          />
        ))}
      </Stack>
    </Paper>
  );
}
