import { z } from 'zod';
import { defineResource, recordBase } from './resource.js';
import { categoryMeta, type ResourceMeta } from './resource-meta.js';
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

/** Every `*-categories` record type has the same schemas; its declaration names its path. */
export function defineCategories(meta: ResourceMeta) {
  return defineResource(meta, {
    record: CategorySchema,
    create: CategoryCreateSchema,
    update: CategoryCreateSchema.partial(),
  });
}

export const permissionCategories = defineCategories(categoryMeta('permission-categories'));
