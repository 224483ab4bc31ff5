/** Institutes: what the record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta, READ_ACTIONS } from '../resource-meta.js';

export const instituteCategoriesMeta = categoryMeta('institute-categories');

/** `institutes`: the government institutes the council oversees. */
export const institutesMeta = defineMeta({
  path: 'institutes',
  icon: 'apartment',
  menu: { types: ['admin', 'institute', 'member'], order: 110 },
  grants: { institute: ['list', 'read', 'update'], member: READ_ACTIONS },
  title: 'name',
  fields: [
    { name: 'name', kind: 'text', translatable: true, column: true, filter: true, sort: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'institute-categories',
      refField: 'category',
      column: true,
      filter: true,
    },
    { name: 'phone', kind: 'text', column: true },
    { name: 'email', kind: 'text' },
    { name: 'website', kind: 'text' },
    { name: 'description', kind: 'longText', translatable: true },
    { name: 'kebeleId', kind: 'kebele', hidden: true, filter: true },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  includes: ['address', 'logoUrl'],
  comments: true,
  // The logo is an image; documents about the institute are downloadable.
  files: ['image', 'downloadable'],
});
