import type { Role } from '@caffee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-message';
import { useAuth, useCurrentUser } from '../../../auth/auth-context';
import { ROLES_PATH, setRolePermissions } from './roles-api';

/**
 * A role's permissions, saved at each click. The matrix shows the clicked set in the same
 * frame as the click (React state, not the query cache, whose updates reach React a task
 * later); the PUTs follow one after another, each carrying the set after the previous. Once
 * the last save is done the role is reloaded, and the server's set is shown again: the
 * clicked one when all went well, the one before with a message when a save failed.
 */
export function useRolePermissions(roleId: number, saved: readonly string[] | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const me = useCurrentUser();
  const { refreshUser } = useAuth();
  const [clicked, setClicked] = useState<string[] | null>(null);
  const mutationKey = ['role-permissions', roleId];
  // Saves not yet settled, counting the one whose onSettled is running.
  const pending = () => queryClient.isMutating({ mutationKey });

  const save = useMutation<Role, unknown, string[]>({
    mutationKey,
    scope: { id: `role-permissions-${roleId}` },
    mutationFn: (permissions) => setRolePermissions(roleId, permissions),
    onError: (error) => {
      enqueueSnackbar(t('roles.matrix.saveFailed', { reason: t(errorMessageKey(error)) }), {
        variant: 'error',
      });
    },
    onSettled: async () => {
      // Only after the last queued save, so a reload never undoes a click still on its way.
      if (pending() > 1) return;
      await queryClient.invalidateQueries({ queryKey: [ROLES_PATH] });
      if (pending() === 1) setClicked(null);
      // The admin's own role: their menu and pages follow the new permissions.
      if (me.roleId === roleId) void refreshUser();
    },
  });

  return {
    granted: clicked ?? saved,
    change: (permissions: string[]) => {
      setClicked(permissions);
      save.mutate(permissions);
    },
  };
}
