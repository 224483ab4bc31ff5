/** The address tree and the council's groups: what each record type is (see resource-meta.ts). */
import { categoryMeta, defineMeta, READ_ACTIONS } from '../resource-meta.js';

const PLACES = ['regions', 'zones', 'woredas', 'kebeles'] as const;
type Place = (typeof PLACES)[number];

/** A level of the address tree: a name, a code, a category and (below regions) its parent. */
function placeMeta<const P extends Place>(
  path: P,
  category: `${string}-categories`,
  parent: { name: string; ref: Place; refField: string } | null,
  includes: string[],
) {
  return defineMeta({
    path,
    title: 'name',
    icon: 'place',
    // Everyone reads the address tree: addresses of institutes and complaints are in it.
    menu: {
      types: ['admin', 'institute', 'member'],
      parent: 'address',
      order: 210 + 10 * PLACES.indexOf(path),
    },
    grants: { institute: READ_ACTIONS, member: READ_ACTIONS },
    fields: [
      { name: 'name', kind: 'text', translatable: true, column: true, filter: true, sort: true },
      { name: 'code', kind: 'text', column: true, filter: true, sort: true },
      {
        name: 'categoryId',
        kind: 'reference',
        ref: category,
        refField: 'category',
        column: true,
        filter: true,
      },
      ...(parent
        ? [{ ...parent, kind: 'reference', column: true, filter: true, sort: true } as const]
        : []),
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    includes,
    comments: true,
  });
}

export const regionCategoriesMeta = categoryMeta('region-categories');
export const zoneCategoriesMeta = categoryMeta('zone-categories');
export const woredaCategoriesMeta = categoryMeta('woreda-categories');
export const kebeleCategoriesMeta = categoryMeta('kebele-categories');
export const groupCategoriesMeta = categoryMeta('group-categories');

/** `regions`: the top of the address tree (regional states and chartered cities). */
export const regionsMeta = placeMeta('regions', 'region-categories', null, ['childCount']);

/** `zones` of a region; `filter[regionId]` lists one region's. */
export const zonesMeta = placeMeta(
  'zones',
  'zone-categories',
  { name: 'regionId', ref: 'regions', refField: 'region' },
  ['childCount', 'ancestors'],
);

/** `woredas` of a zone; `filter[zoneId]` lists one zone's. */
export const woredasMeta = placeMeta(
  'woredas',
  'woreda-categories',
  { name: 'zoneId', ref: 'zones', refField: 'zone' },
  ['childCount', 'ancestors'],
);

/** `kebeles` of a woreda; `filter[woredaId]` lists one woreda's. */
export const kebelesMeta = placeMeta(
  'kebeles',
  'kebele-categories',
  { name: 'woredaId', ref: 'woredas', refField: 'woreda' },
  ['ancestors'],
);

/** `caffee-groups`: committees and their sub-groups, to any depth, with members. */
export const caffeeGroupsMeta = defineMeta({
  path: 'caffee-groups',
  icon: 'groups',
  menu: { types: ['admin', 'member'], order: 120 },
  grants: { member: READ_ACTIONS },
  title: 'name',
  fields: [
    { name: 'name', kind: 'text', translatable: true, column: true, filter: true, sort: true },
    { name: 'description', kind: 'longText', translatable: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'group-categories',
      refField: 'category',
      column: true,
      filter: true,
    },
    {
      name: 'parentId',
      kind: 'reference',
      ref: 'caffee-groups',
      refField: 'parent',
      column: true,
      filter: true,
    },
    // Any council member may chair: the form searches for them by name.
    { name: 'chairId', kind: 'reference', ref: 'users', refField: 'chair', filter: true },
    { name: 'memberCount', kind: 'number', column: true, readOnly: true },
    { name: 'subGroupCount', kind: 'number', readOnly: true },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  includes: ['subGroupCount', 'memberCount'],
  comments: false,
});
