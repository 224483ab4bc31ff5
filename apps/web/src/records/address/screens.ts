import {
  caffeeGroupsMeta,
  institutesMeta,
  kebelesMeta,
  regionsMeta,
  woredasMeta,
  zonesMeta,
  type ResourceMeta,
} from '@caffee/contract';
import { lazyPart } from '../../crud/data/lazy-part';
import { defineScreen } from '../../crud/screen';
import { PlaceChain } from './place-chain';

const PLACES: readonly string[] = ['regions', 'zones', 'woredas'];

/** The levels of the address tree, under the address item of the menu; each names its parents. */
export const placeScreens = [regionsMeta, zonesMeta, woredasMeta, kebelesMeta].map(
  (meta: ResourceMeta) => {
    const parent = meta.fields.find((f) => PLACES.includes(f.ref ?? ''));
    return defineScreen(meta, {
      ...(parent ? { includes: ['ancestors'], displays: { [parent.name]: PlaceChain } } : {}),
    });
  },
);

export const caffeeGroupsScreen = defineScreen(caffeeGroupsMeta, {
  includes: ['memberCount', 'subGroupCount'],
  inputs: {
    chairId: lazyPart(() => import('./groups/chair-field').then((m) => m.ChairField)),
  },
  detailExtra: lazyPart(() =>
    import('./groups/group-members-panel').then((m) => m.GroupMembersPanel),
  ),
});

export const institutesScreen = defineScreen(institutesMeta, {
  includes: ['address', 'logoUrl'],
  cardImage: (record) => record.logoUrl as string | null | undefined,
  placeholder: 'logo',
  detailExtra: lazyPart(() =>
    import('../../crud/form/kebele-field').then((m) => m.kebeleDetail('kebeleId')),
  ),
});
