import { z } from 'zod';
import { defineResource, recordBase } from './resource.js';
import type { Resource } from './permissions.js';
import { translatedInput } from './translation.js';

export const CATEGORY_NAME_MAX = 200;
export const CATEGORY_DESCRIPTION_MAX = 1000;

export const CategorySchema = z.object({
  ...recordBase,
  name: z.string(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

const CategoryCreateSchema = z.object({
  name: translatedInput(CATEGORY_NAME_MAX),
  description: translatedInput(CATEGORY_DESCRIPTION_MAX).nullable().optional(),
});

/** Every `*-categories` resource has the same shape; only its path differs. */
export function defineCategories(path: Resource & `${string}-categories`) {
  return defineResource({
    path,
    record: CategorySchema,
    create: CategoryCreateSchema,
    update: CategoryCreateSchema.partial(),
    list: {
      filter: ['id', 'name', 'createdAt', 'updatedAt'],
      sort: ['id', 'name', 'createdAt', 'updatedAt'],
    },
    translatable: ['name', 'description'],
    comments: false,
  });
}

export const permissionCategories = defineCategories('permission-categories');
