import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RecordRow } from '../../../crud/screen';

/** On a role's page: how many permissions it has, and the way to its permission matrix. */
export function RolePermissionsLink({ record }: { record: RecordRow }) {
  const { t } = useTranslation();
  const name = String(record.name ?? '');
  return (
    <div>
      <Button
        component={RouterLink}
        to="permissions"
        variant="outlined"
        startIcon={<VpnKeyOutlined />}
        data-testid="role-permissions"
        aria-label={t('roles.openMatrix', { name })}
      >
        {t('roles.matrix.count', { total: Number(record.permissionCount ?? 0) })}
      </Button>
    </div>
  );
}
