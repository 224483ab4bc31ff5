import { permissionsMeta, RESOURCES, rolesMeta } from '@caffee/contract';
import { lazyPage } from '../../components/lazy-page';
import { lazyPart } from '../../crud/data/lazy-part';
import { defineScreen } from '../../crud/screen';
import { actionLabelKey, resourceLabelKey } from '../../crud/data/permission-labels';
import { MATRIX_ACTIONS } from './roles/permission-matrix';

/**
 * Roles: the generic list, detail, form and history, plus the permission matrix of each role,
 * where a new role goes next (it has no permissions yet).
 */
export const rolesScreen = defineScreen(rolesMeta, {
  detailExtra: lazyPart(() =>
    import('./roles/role-permissions-link').then((m) => m.RolePermissionsLink),
  ),
  pages: [
    {
      key: 'permissions',
      path: ':id/permissions',
      permission: 'roles:read',
      page: lazyPage(() => import('./roles/role-permissions-page')),
    },
  ],
  afterCreate: 'permissions',
});

/** Permissions: their resource and action read, filtered and chosen by name in every language. */
export const permissionsScreen = defineScreen(permissionsMeta, {
  choices: {
    resource: { values: RESOURCES, labelKey: resourceLabelKey },
    action: { values: MATRIX_ACTIONS, labelKey: actionLabelKey },
  },
});
