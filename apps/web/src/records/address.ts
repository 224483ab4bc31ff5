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
import { defineScreen } from '../crud/screen';
import { PlaceChain } from './place-chain';

const everyone = ['admin', 'institute', 'member'] as const;

const PLACES: readonly string[] = ['regions', 'zones', 'woredas'];

/** The levels of the address tree, under the address item of the menu; each names its parents. */
export const placeScreens = [regionsMeta, zonesMeta, woredasMeta, kebelesMeta].map((meta) => {
  const parent = meta.fields.find((f) => PLACES.includes(f.ref ?? ''));
  return defineScreen(meta, {
    icon: PlaceOutlined,
    types: everyone,
    parent: 'address',
    ...(parent ? { includes: ['ancestors'], displays: { [parent.name]: PlaceChain } } : {}),
  });
});

export const caffeeGroupsScreen = defineScreen(caffeeGroupsMeta, {
  icon: GroupsOutlined,
  includes: ['memberCount', 'subGroupCount'],
  inputs: {
    chairId: lazyPart(() => import('../features/groups/chair-field').then((m) => m.ChairField)),
  },
  types: ['admin', 'member'],
  detailExtra: lazyPart(() =>
    import('../features/groups/group-members-panel').then((m) => m.GroupMembersPanel),
  ),
});

export const institutesScreen = defineScreen(institutesMeta, {
  icon: ApartmentOutlined,
  includes: ['address', 'logoUrl'],
  cardImage: (record) => record.logoUrl as string | null | undefined,
  placeholder: 'logo',
  types: everyone,
  detailExtra: lazyPart(() =>
    import('../crud/kebele-field').then((m) => m.kebeleDetail('kebeleId')),
  ),
});
