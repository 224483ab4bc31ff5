import { permissionCategories, permissions } from '@caffee/contract';
import { categoryInclude, checkCategory } from './categories.js';
import { serverResource } from './server-resource.js';

/** `permissions`: built-in ones (the product checks them) keep their names forever. */
export const permissionsResource = serverResource({
  contract: permissions,
  table: 'permissions',
  includes: { category: categoryInclude(permissionCategories.path) },
  derive: (values) => {
    if (typeof values.name !== 'string') return {};
    const [resource, action] = values.name.split(':');
    return { resource, action };
  },
  validate: (services, values) =>
    checkCategory(services, permissionCategories.path, values.categoryId),
  protect: (row, change, values) => {
    if (!row.builtIn) return undefined;
    if (change === 'delete') return 'A built-in permission cannot be deleted';
    if (values?.name !== undefined && values.name !== row.name) {
      return 'A built-in permission cannot be renamed';
    }
    return undefined;
  },
});
