import { RECORD_METAS, type CountData } from '@caffee/contract';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { RECORD_ICON_COMPONENTS } from '../../crud/record-icons';

export interface CountItem {
  path: string;
  count: number;
  /** An i18n key; null for a kind this version does not know (shown by its path). */
  labelKey: string | null;
  icon: SvgIconComponent;
}

interface Kind {
  path: string;
  labelKey: string;
  icon: SvgIconComponent;
}

/**
 * Every kind the dashboard knows, in the order its cards appear: the accounts (no declared
 * record type: all of them, and the council's members among them), then the declared record
 * types in the contract's order (`RECORD_METAS`), by the names and pictures their screens use.
 * Categories are not counted (the server counts records, dashboard/routes.ts).
 */
/** A record type's name as its screens and the menu give it. */
const typeLabelKey = (path: string) => `records.types.${path}`;

const KNOWN: readonly Kind[] = [
  { path: 'users', labelKey: typeLabelKey('users'), icon: PeopleOutlined },
  { path: 'caffee-users', labelKey: 'dashboard.caffeeUsers', icon: HowToRegOutlined },
  ...RECORD_METAS.filter((meta) => !meta.path.endsWith('-categories')).map((meta) => ({
    path: meta.path,
    labelKey: typeLabelKey(meta.path),
    icon: meta.icon ? RECORD_ICON_COMPONENTS[meta.icon] : BarChartOutlined,
  })),
];

/** How many kinds an administrator's dashboard counts: the placeholders shown meanwhile. */
export const KNOWN_COUNT_KINDS = KNOWN.length;

/** The cards for a `count-data` payload: only what it contains, known kinds first. */
export function countItems(data: CountData): CountItem[] {
  const known = KNOWN.filter(({ path }) => path in data).map((kind) => ({
    ...kind,
    count: data[kind.path] ?? 0,
  }));
  const paths = new Set(KNOWN.map(({ path }) => path));
  const unknown = Object.entries(data)
    .filter(([path]) => !paths.has(path))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, count]) => ({ path, count, labelKey: null, icon: BarChartOutlined }));
  return [...known, ...unknown];
}
