import type { AgendaItem, StoredFile } from '@caffee/contract';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../auth/auth-context';
import type { DetailExtra } from '../../crud/screen';
import { chosenUsers } from '../../crud/data/chosen-users';
import { AgendaCard } from './agenda-card';
import { InviteesCard } from './invitees-card';
import { MinutesCard } from './minutes-card';

/**
 * What a meeting's page adds to its fields: the invitees (and the way to take attendance),
 * the agenda with its files, and the minutes.
 */
export const MeetingDetailExtra: DetailExtra = ({ record, refetch }) => {
  const can = useCan();
  const queryClient = useQueryClient();
  const canEdit = can('meetings:update');
  const changed = () => {
    refetch();
    // The list and other pages read it afresh when they next show.
    void queryClient.invalidateQueries({ queryKey: ['meetings'], refetchType: 'none' });
  };
  return (
    <Stack spacing={2} data-testid="meeting-extra">
      <InviteesCard invitees={chosenUsers(record.invitees)} />
      <AgendaCard
        meetingId={record.id}
        agenda={(record.agenda ?? []) as AgendaItem[]}
        canEdit={canEdit}
        onChanged={changed}
      />
      <MinutesCard
        meetingId={record.id}
        minutes={(record.minutes ?? null) as StoredFile | null}
        canEdit={canEdit}
        onChanged={changed}
      />
    </Stack>
  );
};
