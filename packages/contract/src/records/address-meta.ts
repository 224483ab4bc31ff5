/** The address tree and the council's groups: what each record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta } from '../resource-meta.js';

const placeList = (parent: string[], includes: string[]) => ({
  filter: ['id', 'name', 'code', 'categoryId', ...parent, 'createdAt', 'updatedAt'],
  sort: ['id', 'name', 'code', ...parent, 'createdAt', 'updatedAt'],
  includes: ['category', ...includes],
});

export const regionCategoriesMeta = categoryMeta('region-categories');
export const zoneCategoriesMeta = categoryMeta('zone-categories');
export const woredaCategoriesMeta = categoryMeta('woreda-categories');
export const kebeleCategoriesMeta = categoryMeta('kebele-categories');
export const groupCategoriesMeta = categoryMeta('group-categories');

/** `regions`: the top of the address tree (regional states and chartered cities). */
export const regionsMeta = defineMeta({
  path: 'regions',
  list: placeList([], ['childCount']),
  translatable: ['name'],
  comments: true,
});

/** `zones` of a region; `filter[regionId]` lists one region's. */
export const zonesMeta = defineMeta({
  path: 'zones',
  list: placeList(['regionId'], ['childCount', 'ancestors']),
  translatable: ['name'],
  comments: true,
});

/** `woredas` of a zone; `filter[zoneId]` lists one zone's. */
export const woredasMeta = defineMeta({
  path: 'woredas',
  list: placeList(['zoneId'], ['childCount', 'ancestors']),
  translatable: ['name'],
  comments: true,
});

/** `kebeles` of a woreda; `filter[woredaId]` lists one woreda's. */
export const kebelesMeta = defineMeta({
  path: 'kebeles',
  list: placeList(['woredaId'], ['ancestors']),
  translatable: ['name'],
  comments: true,
});

/** `caffee-groups`: committees and their sub-groups, to any depth, with members. */
export const caffeeGroupsMeta = defineMeta({
  path: 'caffee-groups',
  list: {
    filter: ['id', 'name', 'categoryId', 'parentId', 'chairId', 'createdAt', 'updatedAt'],
    sort: ['id', 'name', 'createdAt', 'updatedAt'],
    includes: ['category', 'parent', 'chair', 'subGroupCount', 'memberCount'],
  },
  translatable: ['name', 'description'],
  comments: false,
});
