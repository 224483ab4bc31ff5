import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { MemberProfileCard } from '../../records/address/profiles/member-profile-card';
import { useAuth, useCan, useCurrentUser } from '../../auth/auth-context';
import { AccountCard } from '../../components/account-card';
import { PageTitle } from '../../components/page-title';
import { PreferencesCard } from '../../components/preferences-card';
import { NotificationChoicesCard } from './notification-choices-card';
import { PasswordCard } from './password-card';
import { PictureCard } from './picture-card';
import { removePicture, uploadPicture } from './profile-api';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

/**
 * `/<type>/account`, for every type: one's own picture, details, password and sessions, the account
 * as the council keeps it, how one is told of events (and, for those who manage accounts, how
 * everyone is by default), and this browser's display preferences.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { updateUser } = useAuth();
  const can = useCan();
  return (
    <Stack spacing={3}>
      <PageTitle>{t('pages.account.title')}</PageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <PictureCard
            user={user}
            upload={uploadPicture}
            remove={removePicture}
            onSaved={updateUser}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ProfileCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PasswordCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SessionsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountCard user={user} />
        </Grid>
        {user.type === 'member' && (
          <Grid size={12}>
            <MemberProfileCard user={user} />
          </Grid>
        )}
        <Grid size={12}>
          <NotificationChoicesCard of="own" hasPhone={Boolean(user.phone)} phone={user.phone} />
        </Grid>
        {can('users:update') && (
          <Grid size={12}>
            <NotificationChoicesCard of="council" hasPhone />
          </Grid>
        )}
      </Grid>
      <PreferencesCard />
    </Stack>
  );
}
