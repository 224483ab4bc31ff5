import type { z } from 'zod';
import { defineResource } from './resource.js';
import { permissionCategoriesMeta } from './records/access-meta.js';
import type { ResourceMeta } from './resource-meta.js';

/** Every `*-categories` record type has the same schemas, derived from its declaration. */
export const defineCategories = (meta: ResourceMeta) => defineResource(meta);

export const permissionCategories = defineCategories(permissionCategoriesMeta);
export type Category = z.infer<typeof permissionCategories.record>;
