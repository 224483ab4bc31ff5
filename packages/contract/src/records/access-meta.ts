/** Permissions and their categories: what each record type is (see resource-meta.ts). */
import { ACCESS_MENU_ORDER, categoryMeta, defineMeta } from '../resource-meta.js';

/** Permission categories are the administrators' own: no grants to institutes and members. */
export const permissionCategoriesMeta = categoryMeta('permission-categories', { grants: {} });

/** `permissions`: the `resource:action` names roles are made of. */
export const permissionsMeta = defineMeta({
  path: 'permissions',
  title: 'name',
  icon: 'key',
  menu: { types: ['admin'], order: ACCESS_MENU_ORDER + 10 },
  defaultSort: { field: 'name', direction: 'asc' },
  // `users:` finds a resource's permissions, `:review` an action's.
  search: ['name', 'description'],
  fields: [
    { name: 'name', kind: 'text', column: true, filter: true, sort: true },
    { name: 'resource', kind: 'text', column: true, filter: true, sort: true, readOnly: true },
    { name: 'action', kind: 'text', column: true, filter: true, sort: true, readOnly: true },
    { name: 'description', kind: 'longText', translatable: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'permission-categories',
      refField: 'category',
      filter: true,
    },
    { name: 'builtIn', kind: 'boolean', readOnly: true },
  ],
  stamps: { filter: ['createdAt'], sort: ['createdAt'] },
  comments: true,
});
