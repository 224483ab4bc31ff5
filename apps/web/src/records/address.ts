import {
  caffeeGroupsMeta,
  institutesMeta,
  kebelesMeta,
  regionsMeta,
  woredasMeta,
  zonesMeta,
} from '@caffee/contract';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { lazyPart } from '../crud/lazy-part';
import type { FieldSpec, RecordScreen } from '../crud/screen';

const everyone = ['admin', 'institute', 'member'] as const;

/** A level of the address tree; each has a name, a code, a category and its parent. */
function placeScreen(
  contract: RecordScreen['contract'],
  category: string,
  parent?: FieldSpec,
): RecordScreen {
  return {
    key: contract.path,
    contract,
    labelKey: `records.types.${contract.path}`,
    icon: PlaceOutlined,
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text', column: true },
      { name: 'code', kind: 'text', column: true },
      { name: 'categoryId', kind: 'reference', ref: category, refField: 'category', column: true },
      ...(parent ? [parent] : []),
    ],
    filters: ['categoryId', ...(parent ? [parent.name] : [])],
    defaultSort: { field: 'name', direction: 'asc' },
    includes: ['category'],
    types: everyone,
    parent: 'address',
  };
}

export const placeScreens: RecordScreen[] = [
  placeScreen(regionsMeta, 'region-categories'),
  placeScreen(zonesMeta, 'zone-categories', {
    name: 'regionId',
    kind: 'reference',
    ref: 'regions',
    column: true,
  }),
  placeScreen(woredasMeta, 'woreda-categories', {
    name: 'zoneId',
    kind: 'reference',
    ref: 'zones',
    column: true,
  }),
  placeScreen(kebelesMeta, 'kebele-categories', {
    name: 'woredaId',
    kind: 'reference',
    ref: 'woredas',
    column: true,
  }),
];

const ChairField = lazyPart(() =>
  import('../features/groups/chair-field').then((m) => m.ChairField),
);

export const caffeeGroupsScreen: RecordScreen = {
  key: 'caffee-groups',
  contract: caffeeGroupsMeta,
  labelKey: 'records.types.caffee-groups',
  icon: GroupsOutlined,
  titleField: 'name',
  fields: [
    { name: 'name', kind: 'text', column: true },
    { name: 'description', kind: 'multiline' },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'group-categories',
      refField: 'category',
      column: true,
    },
    { name: 'parentId', kind: 'reference', ref: 'caffee-groups', refField: 'parent', column: true },
    // Any council member may chair: searched by name rather than listed.
    { name: 'chairId', kind: 'reference', refField: 'chair', input: ChairField },
    { name: 'memberCount', kind: 'number', column: true, readOnly: true },
    { name: 'subGroupCount', kind: 'number', readOnly: true },
  ],
  filters: ['categoryId', 'parentId'],
  defaultSort: { field: 'name', direction: 'asc' },
  includes: ['category', 'parent', 'chair', 'memberCount', 'subGroupCount'],
  types: ['admin', 'member'],
  detailExtra: lazyPart(() =>
    import('../features/groups/group-members-panel').then((m) => m.GroupMembersPanel),
  ),
};

export const institutesScreen: RecordScreen = {
  key: 'institutes',
  contract: institutesMeta,
  labelKey: 'records.types.institutes',
  icon: ApartmentOutlined,
  titleField: 'name',
  fields: [
    { name: 'name', kind: 'text', column: true },
    {
      name: 'categoryId',
      kind: 'reference',
      ref: 'institute-categories',
      refField: 'category',
      column: true,
    },
    { name: 'phone', kind: 'text', column: true },
    { name: 'email', kind: 'text' },
    { name: 'website', kind: 'text' },
    { name: 'description', kind: 'multiline' },
    { name: 'kebeleId', kind: 'kebele', hidden: true },
  ],
  filters: ['categoryId'],
  defaultSort: { field: 'name', direction: 'asc' },
  includes: ['category', 'address', 'logoUrl'],
  cardImage: (record) => record.logoUrl as string | null | undefined,
  placeholder: 'logo',
  types: everyone,
  detailExtra: lazyPart(() =>
    import('../crud/kebele-field').then((m) => m.kebeleDetail('kebeleId')),
  ),
};
