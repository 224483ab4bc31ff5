import type { Role } from '@caffee/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { useCan } from '../../auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { deleteRole, ROLES_PATH } from './roles-api';

/** Why a role cannot be deleted, if it cannot (the server says 409 for the same reasons). */
const undeletableKey = (role: Role) =>
  role.isSystem ? 'roles.delete.system' : role.userCount > 0 ? 'roles.delete.inUse' : null;

/** Rename and delete; delete asks first and explains when it is not possible. */
export function RoleRowActions({ role, onRename }: { role: Role; onRename: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteRole(role.id),
    onSuccess: () => {
      setAsking(false);
      enqueueSnackbar(t('roles.delete.done', { name: role.name }), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: [ROLES_PATH] });
    },
    onError: (error) => {
      setAsking(false);
      enqueueSnackbar(t(errorMessageKey(error)), { variant: 'error' });
    },
  });
  const blocked = undeletableKey(role);
  const deleteLabel = t('roles.delete.action');

  return (
    <>
      {can('roles:update') && (
        <Tooltip title={t('roles.rename')}>
          <IconButton
            size="small"
            aria-label={t('roles.rename')}
            data-testid={`role-edit-${role.name}`}
            onClick={onRename}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {can('roles:delete') && (
        <Tooltip title={blocked ? t(blocked) : deleteLabel}>
          {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
          <span>
            <IconButton
              size="small"
              color="error"
              aria-label={deleteLabel}
              disabled={Boolean(blocked)}
              data-testid={`role-delete-${role.name}`}
              onClick={() => setAsking(true)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <ConfirmDialog
        open={asking}
        title={t('roles.delete.title')}
        confirmLabel={t('roles.delete.ok')}
        destructive
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onClose={() => setAsking(false)}
      >
        {t('roles.delete.text', { name: role.name })}
      </ConfirmDialog>
    </>
  );
}
