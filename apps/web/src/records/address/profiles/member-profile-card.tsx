import { GENDERS, PROFILE_TEXT_MAX, type CurrentUser, type Gender } from '@caffee/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { useAuth } from '../../../auth/auth-context';
import { updateProfile } from '../../../pages/account/profile-api';
import { usePrefs } from '../../../store/hooks';
import { cascadeOf, EMPTY_CASCADE, type Cascade } from '../../../crud/form/kebele-cascade';
import { KebelePicker } from '../../../crud/form/kebele-picker';

const TEXT_MAX = PROFILE_TEXT_MAX;

/** A member's own council profile: gender, constituency kebele, party, position; their groups. */
export function MemberProfileCard({ user }: { user: CurrentUser }) {
  const { locale } = usePrefs();
  const saved = useQuery({
    queryKey: ['kebele-cascade', user.kebeleId, locale],
    queryFn: () => (user.kebeleId ? cascadeOf(user.kebeleId, locale) : EMPTY_CASCADE),
  });
  if (saved.isPending) return <Skeleton variant="rounded" height={360} />;
  return <MemberProfileForm user={user} initialPlace={saved.data ?? EMPTY_CASCADE} />;
}

function MemberProfileForm({ user, initialPlace }: { user: CurrentUser; initialPlace: Cascade }) {
  const { t } = useTranslation();
  const { updateUser } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [gender, setGender] = useState<Gender | ''>(user.gender ?? '');
  const [party, setParty] = useState(user.party ?? '');
  const [position, setPosition] = useState(user.position ?? '');
  const [place, setPlace] = useState<Cascade>(initialPlace);

  const mutation = useMutation({
    mutationFn: () =>
      updateProfile({
        gender: gender || null,
        kebeleId: place.kebele,
        party: party.trim() || null,
        position: position.trim() || null,
      }),
    onSuccess: (next) => {
      updateUser(next);
      enqueueSnackbar(t('profiles.saved'), { variant: 'success' });
    },
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {t('profiles.memberTitle')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          data-testid="member-profile-form"
          onSubmit={(e) => {
            e.preventDefault();
            mutation.mutate();
          }}
        >
          {mutation.isError && (
            <Alert severity="error" role="alert">
              {t(errorMessageKey(mutation.error))}
            </Alert>
          )}
          <TextField
            select
            label={t('profiles.gender')}
            value={gender}
            onChange={(e) => setGender(e.target.value as Gender | '')}
            slotProps={{ htmlInput: { 'data-testid': 'member-gender' } }}
          >
            <MenuItem value="">{t('profiles.unspecified')}</MenuItem>
            {GENDERS.map((g) => (
              <MenuItem key={g} value={g}>
                {t(`profiles.genders.${g}`)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2" component="h3">
            {t('profiles.constituency')}
          </Typography>
          <KebelePicker value={place} onChange={setPlace} />
          <TextField
            label={t('profiles.party')}
            value={party}
            onChange={(e) => setParty(e.target.value)}
            slotProps={{
              htmlInput: { maxLength: TEXT_MAX, dir: 'auto', 'data-testid': 'member-party' },
            }}
          />
          <TextField
            label={t('profiles.position')}
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            slotProps={{
              htmlInput: { maxLength: TEXT_MAX, dir: 'auto', 'data-testid': 'member-position' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="member-profile-save"
          >
            {t('profiles.save')}
          </Button>
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('profiles.groups')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="member-groups">
          {(user.groups ?? []).length === 0 && (
            <Typography color="text.secondary">{t('profiles.noGroups')}</Typography>
          )}
          {(user.groups ?? []).map((g) => (
            <Chip key={g.id} label={g.name} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
