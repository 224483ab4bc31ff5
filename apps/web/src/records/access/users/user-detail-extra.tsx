import type { UserWithIncludes } from '@caffee/contract';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { sendPayload } from '../../../crud/data/crud-api';
import { KebeleName } from '../../../crud/form/kebele-field';
import type { DetailExtra } from '../../../crud/screen';
import { PictureCard } from '../../../pages/account/picture-card';
import { uploadPictureTo } from '../../../pages/account/profile-api';
import { UserRowActions } from './user-row-actions';
import { USERS_PATH } from './users-api';

/**
 * What a user's page adds to the account's fields: the picture (changed here by those who may
 * manage the account), the account's actions (activate, disable, reset the password), and
 * for a member the council profile: constituency and groups.
 */
export const UserDetailExtra: DetailExtra = ({ record, refetch }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = record as unknown as UserWithIncludes;
  const groups = user.groups ?? [];
  const picturePath = `${USERS_PATH}/${user.id}/picture`;
  const saved = () => {
    refetch();
    void queryClient.invalidateQueries({ queryKey: [USERS_PATH], refetchType: 'none' });
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        {user.can?.update ? (
          <PictureCard
            user={user}
            upload={(file, onProgress) => uploadPictureTo(picturePath, file, onProgress)}
            remove={() => sendPayload('delete', picturePath)}
            onSaved={saved}
          />
        ) : (
          <Paper variant="outlined" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
            <UserAvatar
              name={user.name}
              pictureUrl={user.pictureUrl}
              size={120}
              alt={t('profile.picture.alt', { name: user.name })}
            />
          </Paper>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="user-account">
            <Typography variant="h6" component="h2" gutterBottom>
              {t('users.accountActions')}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              <UserRowActions record={record} accountOnly />
            </Stack>
          </Paper>
          {user.type === 'member' && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="user-profile">
              <Typography variant="h6" component="h2" gutterBottom>
                {t('profiles.memberTitle')}
              </Typography>
              <Typography variant="subtitle2" component="h3">
                {t('profiles.constituency')}
              </Typography>
              <Typography sx={{ mb: 2 }} data-testid="user-constituency">
                {user.kebeleId ? <KebeleName id={user.kebeleId} /> : '—'}
              </Typography>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('profiles.groups')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="user-groups">
                {groups.length === 0 && (
                  <Typography color="text.secondary">{t('profiles.noGroupsOf')}</Typography>
                )}
                {groups.map((g) => (
                  <Chip key={g.id} label={g.name} />
                ))}
              </Stack>
            </Paper>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
};
