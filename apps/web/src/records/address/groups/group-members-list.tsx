import type { GroupMember } from '@caffee/contract';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../crud/record-states';
import { useGroupMembers } from './groups-api';

/** The members of a group as a list: picture, name, position and party, the chair marked. */
export function GroupMembersList({ members }: { members: readonly GroupMember[] }) {
  const { t } = useTranslation();
  if (members.length === 0)
    return <Typography color="text.secondary">{t('records.groups.noMembers')}</Typography>;
  return (
    <List dense data-testid="group-members">
      {members.map((m) => (
        <ListItem
          key={m.id}
          data-testid={`group-member-${m.id}`}
          secondaryAction={
            m.isChair && (
              <Chip
                size="small"
                color="primary"
                label={t('records.groups.chair')}
                data-testid="group-chair"
              />
            )
          }
        >
          <ListItemAvatar>
            {/* The name is beside it: the picture adds nothing a screen reader needs. */}
            <Avatar src={m.pictureUrl ?? undefined} alt="" aria-hidden>
              {m.name.charAt(0)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={m.name}
            secondary={[m.position, m.party].filter(Boolean).join(' · ') || undefined}
            slotProps={{ primary: { dir: 'auto' }, secondary: { dir: 'auto' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** A group's members, loaded. */
export function GroupMembers({ groupId }: { groupId: number }) {
  const query = useGroupMembers(groupId);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton variant="rounded" height={120} />;
  return <GroupMembersList members={query.data} />;
}
