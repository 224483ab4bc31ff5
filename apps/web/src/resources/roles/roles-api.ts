import type { Role, RoleCreate } from '@caffee/contract';
import { fetchPayload, sendPayload } from '../../crud/crud-api';

export const ROLES_PATH = 'roles';

/** A role's names are read in the interface language, so it is part of the key. */
export const roleKey = (id: number, locale: string) => [ROLES_PATH, 'detail', id, locale] as const;

/** A role with the names of its permissions, its name in `locale`. */
export const fetchRole = (id: number, locale: string) =>
  fetchPayload<Role>(`${ROLES_PATH}/${id}`, { includes: ['permissions'], locale });

/** A role with its name and description in every language, to edit them. */
export const fetchRoleTranslations = (id: number, locale: string) =>
  fetchPayload<Role>(`${ROLES_PATH}/${id}`, { includes: ['translations'], locale });

// A write answers the role in the interface language (`?locale=`), as a read does.
const inLocale = (path: string, locale: string) => `${path}?locale=${encodeURIComponent(locale)}`;

export const createRole = (body: RoleCreate, locale: string) =>
  sendPayload<Role>('post', inLocale(ROLES_PATH, locale), body);

export const updateRole = (id: number, body: Partial<RoleCreate>, locale: string) =>
  sendPayload<Role>('patch', inLocale(`${ROLES_PATH}/${id}`, locale), body);

export const deleteRole = (id: number) => sendPayload<Role>('delete', `${ROLES_PATH}/${id}`);

/** Replaces the role's whole set of permissions. */
export const setRolePermissions = (id: number, permissions: readonly string[]) =>
  sendPayload<Role>('put', `${ROLES_PATH}/${id}/permissions`, { permissions });

/** The Administrator role always has every permission; the server refuses to change it. */
export const isAdministratorRole = (role: Pick<Role, 'systemType'>) => role.systemType === 'admin';
