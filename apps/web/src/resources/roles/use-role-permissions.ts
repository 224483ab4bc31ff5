import type { Role } from '@caffee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-message';
import { useAuth, useCurrentUser } from '../../auth/auth-context';
import { ROLES_PATH, roleKey, setRolePermissions } from './roles-api';

/**
 * Saves a role's permissions at each click: the matrix shows the new set at once, the PUT
 * follows. Saves of one role run one after another (each carries the set after the
 * previous), a failure puts the matrix back and says so, and once the last save is done the
 * role is reloaded from the server.
 */
export function useSaveRolePermissions(roleId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const me = useCurrentUser();
  const { refreshUser } = useAuth();
  const key = roleKey(roleId);
  const mutationKey = ['role-permissions', roleId];

  return useMutation<Role, unknown, string[], { previous: Role | undefined }>({
    mutationKey,
    scope: { id: `role-permissions-${roleId}` },
    mutationFn: (permissions) => setRolePermissions(roleId, permissions),
    onMutate: async (permissions) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Role>(key);
      if (previous) {
        queryClient.setQueryData<Role>(key, {
          ...previous,
          permissions,
          permissionCount: permissions.length,
        });
      }
      return { previous };
    },
    onError: (error, _permissions, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      enqueueSnackbar(t('roles.matrix.saveFailed', { reason: t(errorMessageKey(error)) }), {
        variant: 'error',
      });
    },
    onSettled: () => {
      // Only after the last queued save, so a reload never undoes a click still on its way.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: [ROLES_PATH] });
      // The admin's own role: their menu and pages follow the new permissions.
      if (me.roleId === roleId) void refreshUser();
    },
  });
}
