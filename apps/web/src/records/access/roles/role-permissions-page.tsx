import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCan } from '../../../auth/auth-context';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PermissionMatrixTable } from './permission-matrix-table';
import { fetchRole, isAdministratorRole, roleKey } from './roles-api';
import { usePrefs } from '../../../store/hooks';
import { useRolePermissions } from './use-role-permissions';

/** `/admin/roles/:id/permissions`: what a role may do, as a matrix saved at every click. */
export default function RolePermissionsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { id = '' } = useParams();
  const roleId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const { locale } = usePrefs();
  const query = useQuery({
    queryKey: roleKey(roleId, locale),
    queryFn: () => fetchRole(roleId, locale),
  });
  const role = query.data;
  const permissions = useRolePermissions(roleId, role?.permissions);
  const administrator = role ? isAdministratorRole(role) : false;
  const readOnly = administrator || !can('roles:update');

  return (
    <Stack spacing={2}>
      <PageHeader
        title={role ? t('roles.matrix.title', { name: role.name }) : t('roles.matrix.titleLoading')}
        subtitle={
          role ? t('roles.matrix.count', { total: permissions.granted?.length ?? 0 }) : undefined
        }
        actions={
          <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBack />}>
            {role?.name ?? t('roles.backToList')}
          </Button>
        }
      />
      {administrator && (
        <Alert severity="info" data-testid="matrix-read-only">
          {t('roles.matrix.administrator')}
        </Alert>
      )}
      {role && !administrator && readOnly && (
        <Alert severity="info" data-testid="matrix-read-only">
          {t('roles.matrix.noUpdate')}
        </Alert>
      )}
      {role && !readOnly && <Alert severity="info">{t('roles.matrix.hint')}</Alert>}
      {role ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <PermissionMatrixTable
            granted={permissions.granted ?? []}
            readOnly={readOnly}
            onChange={permissions.change}
          />
        </Paper>
      ) : query.isError ? (
        <ApiErrorAlert error={query.error} />
      ) : (
        <Skeleton variant="rounded" height={480} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}
