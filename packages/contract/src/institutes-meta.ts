/** Institutes: what the record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta } from './resource-meta.js';

export const instituteCategoriesMeta = categoryMeta('institute-categories');

/** `institutes`: the government institutes the council oversees. */
export const institutesMeta = defineMeta({
  path: 'institutes',
  list: {
    filter: ['id', 'name', 'categoryId', 'kebeleId', 'createdAt', 'updatedAt'],
    sort: ['id', 'name', 'createdAt', 'updatedAt'],
    includes: ['category', 'address', 'logoUrl'],
  },
  translatable: ['name', 'description'],
  comments: true,
  // The logo is an image; documents about the institute are downloadable.
  files: ['image', 'downloadable'],
});
