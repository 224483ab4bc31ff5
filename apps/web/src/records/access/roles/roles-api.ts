import type { Role } from '@caffee/contract';
import { fetchPayload, sendPayload } from '../../../crud/data/crud-api';

export const ROLES_PATH = 'roles';

/**
 * A role with its permissions, its name read in the interface language (part of the key);
 * apart from the generic detail's key (`[path, 'detail', …]`), which asks other includes.
 */
export const roleKey = (id: number, locale: string) =>
  [ROLES_PATH, 'permissions', id, locale] as const;

/** A role with the names of its permissions, its name in `locale`. */
export const fetchRole = (id: number, locale: string) =>
  fetchPayload<Role>(`${ROLES_PATH}/${id}`, { includes: ['permissions'], locale });

/** Replaces the role's whole set of permissions. */
export const setRolePermissions = (id: number, permissions: readonly string[]) =>
  sendPayload<Role>('put', `${ROLES_PATH}/${id}/permissions`, { permissions });

/** The Administrator role always has every permission; the server refuses to change it. */
export const isAdministratorRole = (role: Pick<Role, 'systemType'>) => role.systemType === 'admin';
