import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../auth/auth-context';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageHeader } from '../../components/page-header';
import { UserForm } from './user-form';
import { fetchUser, USERS_PATH } from './users-api';

/**
 * Back where the form was opened: the list at its page and filters (its links say so), else
 * the user's page (its Edit button), else the list.
 */
function useBack(userId: number | null) {
  const navigate = useNavigate();
  const { type } = useCurrentUser();
  const { state } = useLocation() as { state: { listSearch?: unknown } | null };
  const fromList = typeof state?.listSearch === 'string';
  const search = fromList ? String(state.listSearch) : '';
  if (!fromList && userId) return () => void navigate(`/${type}/users/${userId}`);
  return () => void navigate(`/${type}/users${search.startsWith('?') ? search : ''}`);
}

/** `/admin/users/new` and `/admin/users/:id/edit`. */
export default function UserFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  // A malformed id asks for record 0, which the API answers like any unknown one.
  const userId = id === undefined ? null : /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const back = useBack(userId);
  const query = useQuery({
    queryKey: [USERS_PATH, 'detail', userId],
    queryFn: () => fetchUser(userId!),
    enabled: userId !== null,
    // The form starts from the record; a refetch would not reset it anyway.
    staleTime: Infinity,
    gcTime: 0,
  });

  if (userId === null) {
    return (
      <Stack spacing={2}>
        <PageHeader title={t('users.form.createTitle')} subtitle={t('users.form.createHint')} />
        <UserForm onDone={back} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeader title={t('users.form.editTitle')} subtitle={query.data?.email} />
      {query.data?.manageable === false ? (
        // Reached by its address: the API would refuse the save (an account above the reader's).
        <Alert severity="error" data-testid="record-not-editable">
          {t('errors.forbidden')}
        </Alert>
      ) : query.data ? (
        <UserForm key={query.data.id} user={query.data} onDone={back} />
      ) : query.isError ? (
        <ApiErrorAlert error={query.error} />
      ) : (
        <Skeleton variant="rounded" height={360} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}
