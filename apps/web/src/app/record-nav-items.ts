import { ACCESS_MENU_ORDER } from '@caffee/contract';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { lazyPage } from '../components/lazy-page';
import type { SubPage } from '../crud/screen';
import type { NavItem } from './nav-item';
import { listRequestAt } from '../crud/data/record-derive';
import { loadRecordPage, type RecordPageKind } from '../crud/record-pages';
import { listQueryOptions } from '../crud/data/use-list-query';
import { can, type RecordScreen } from '../crud/screen';
import { MENU_SCREENS, NESTED_SCREENS } from '../records/registry';

/** A generic page of the type; opened on a list, the app asks for its page of records ahead. */
const recordPage = (screen: RecordScreen, kind: RecordPageKind) =>
  lazyPage(
    () => loadRecordPage(screen, kind),
    kind === 'list'
      ? (client, search, locale) =>
          void client.prefetchQuery(
            listQueryOptions(screen.contract.path, listRequestAt(screen, search), locale),
          )
      : undefined,
  );

/** Detail, create and edit pages of a type, under `prefix` (its list, or its parent item). */
function recordSubPages(screen: RecordScreen, prefix = ''): SubPage[] {
  const key = prefix ? `${screen.key}-` : '';
  const forms: SubPage[] = screen.noForms
    ? []
    : [
        {
          key: `${key}create`,
          path: `${prefix}new`,
          permission: can(screen, 'create'),
          page: recordPage(screen, 'form'),
        },
        {
          key: `${key}edit`,
          path: `${prefix}:id/edit`,
          permission: can(screen, 'update'),
          page: recordPage(screen, 'form'),
        },
      ];
  return [
    ...(prefix
      ? [
          {
            key: `${key}list`,
            path: prefix.slice(0, -1),
            permission: can(screen, 'list'),
            page: recordPage(screen, 'list'),
          },
        ]
      : []),
    {
      key: `${key}detail`,
      path: `${prefix}:id`,
      permission: can(screen, 'read'),
      page: recordPage(screen, 'detail'),
    },
    ...forms,
    ...(screen.pages ?? []),
  ];
}

const nested = (parent: keyof typeof NESTED_SCREENS) =>
  NESTED_SCREENS[parent].flatMap((screen) => recordSubPages(screen, `${screen.key}/`));

const menuItem = (screen: RecordScreen): NavItem => ({
  key: screen.menuId ?? screen.key,
  path: screen.key,
  icon: screen.icon,
  labelKey: screen.labelKey,
  types: screen.types,
  permission: can(screen, 'list'),
  page: recordPage(screen, 'list'),
  subPages: recordSubPages(screen),
});

const inAccess = (screen: RecordScreen) => (screen.contract.menu?.order ?? 0) >= ACCESS_MENU_ORDER;

/** The menu items of the access section's record screens (roles), beside users and permissions. */
export const ACCESS_NAV_ITEMS: readonly NavItem[] = MENU_SCREENS.filter(inAccess).map(menuItem);

/**
 * The menu items of the record screens, derived from their declarations: list, detail and
 * forms of each type, plus the address tree, the group tree and the categories.
 */
export const RECORD_NAV_ITEMS: readonly NavItem[] = [
  ...MENU_SCREENS.filter((screen) => !inAccess(screen)).map(menuItem),
  {
    key: 'group-tree',
    path: 'group-tree',
    icon: AccountTreeOutlined,
    labelKey: 'records.nav.groupTree',
    types: ['admin', 'member'],
    permission: 'caffee-groups:list',
    page: lazyPage(() => import('../records/address/groups/group-tree-page')),
  },
  {
    key: 'address',
    path: 'address',
    icon: MapOutlined,
    labelKey: 'records.nav.address',
    types: ['admin', 'institute', 'member'],
    permission: 'regions:list',
    page: lazyPage(() => import('../records/address/address-tree-page')),
    subPages: nested('address'),
  },
  {
    key: 'categories',
    path: 'categories',
    icon: CategoryOutlined,
    labelKey: 'records.nav.categories',
    types: ['admin'],
    // One permission stands for the group: whoever manages categories manages news ones.
    permission: 'news-feed-categories:list',
    page: lazyPage(() => import('../records/categories/categories-page')),
    subPages: nested('categories'),
  },
];
