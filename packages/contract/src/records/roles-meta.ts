// No zod here: the declaration joins the others (record-types.ts) before any schema loads.
import { ACCESS_MENU_ORDER, defineMeta } from '../resource-meta.js';

export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;

/** The user types a system role is made for (`SYSTEM_ROLES`), which never change with its names. */
export const SYSTEM_ROLE_TYPES = ['admin', 'institute', 'member'] as const;

/**
 * `roles`: a named set of permissions, shown by the generic screens with its permission matrix.
 * The seeded system roles keep their type and are never deleted; `includes[]=permissions`
 * names what a role holds.
 */
export const rolesMeta = defineMeta({
  path: 'roles',
  title: 'name',
  icon: 'adminPanel',
  // The access section of the menu, after the users (see apps/web/src/records/nav-items.ts).
  menu: { types: ['admin'], order: ACCESS_MENU_ORDER },
  fields: [
    {
      name: 'name',
      kind: 'text',
      translatable: true,
      required: true,
      max: ROLE_NAME_MAX,
      column: true,
      filter: true,
      sort: true,
    },
    {
      name: 'description',
      kind: 'longText',
      translatable: true,
      max: ROLE_DESCRIPTION_MAX,
      column: true,
    },
    { name: 'isSystem', kind: 'boolean', readOnly: true, filter: true },
    { name: 'systemType', kind: 'enum', values: SYSTEM_ROLE_TYPES, readOnly: true },
    { name: 'userCount', kind: 'number', readOnly: true, column: true },
    { name: 'permissionCount', kind: 'number', readOnly: true, column: true },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt', 'updatedAt'] },
  defaultSort: { field: 'name', direction: 'asc' },
  includes: ['permissions'],
  comments: false,
});
