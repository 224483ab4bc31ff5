import { SYSTEM_ROLES, type Role, type RoleCreate } from '@caffee/contract';
import { fetchPayload, sendPayload } from '../../crud/crud-api';

export const ROLES_PATH = 'roles';

export const roleKey = (id: number) => [ROLES_PATH, 'detail', id] as const;

/** A role with the names of its permissions. */
export const fetchRole = (id: number) =>
  fetchPayload<Role>(`${ROLES_PATH}/${id}`, { includes: ['permissions'] });

export const createRole = (body: RoleCreate) => sendPayload<Role>('post', ROLES_PATH, body);

export const updateRole = (id: number, body: Partial<RoleCreate>) =>
  sendPayload<Role>('patch', `${ROLES_PATH}/${id}`, body);

export const deleteRole = (id: number) => sendPayload<Role>('delete', `${ROLES_PATH}/${id}`);

/** Replaces the role's whole set of permissions. */
export const setRolePermissions = (id: number, permissions: readonly string[]) =>
  sendPayload<Role>('put', `${ROLES_PATH}/${id}/permissions`, { permissions });

/** The Administrator role always has every permission; the server refuses to change it. */
export const isAdministratorRole = (role: Pick<Role, 'isSystem' | 'name'>) =>
  role.isSystem && role.name === SYSTEM_ROLES.admin;
