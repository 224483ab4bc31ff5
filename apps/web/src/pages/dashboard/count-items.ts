import type { CountData } from '@caffee/contract';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

export interface CountItem {
  path: string;
  count: number;
  /** An i18n key; null for a kind this version does not know (shown by its path). */
  labelKey: string | null;
  icon: SvgIconComponent;
}

/** Every kind the dashboard knows, in the order its cards appear. */
const KNOWN: readonly (readonly [string, string, SvgIconComponent])[] = [
  ['users', 'dashboard.counts.users', PeopleOutlined],
  ['caffee-users', 'dashboard.counts.caffeeUsers', HowToRegOutlined],
  ['institutes', 'dashboard.counts.institutes', ApartmentOutlined],
  ['caffee-groups', 'dashboard.counts.caffeeGroups', GroupsOutlined],
  ['questions', 'dashboard.counts.questions', QuizOutlined],
  ['surveys', 'dashboard.counts.surveys', PollOutlined],
  ['forums', 'dashboard.counts.forums', ForumOutlined],
  ['complains', 'dashboard.counts.complains', ReportProblemOutlined],
  ['meetings', 'dashboard.counts.meetings', GroupsOutlined],
  ['calendar-events', 'dashboard.counts.calendarEvents', CalendarMonthOutlined],
  ['attendances', 'dashboard.counts.attendances', FactCheckOutlined],
  ['news-feeds', 'dashboard.counts.newsFeeds', NewspaperOutlined],
  ['enacted-laws', 'dashboard.counts.enactedLaws', GavelOutlined],
  ['publications', 'dashboard.counts.publications', LibraryBooksOutlined],
  ['regions', 'dashboard.counts.regions', MapOutlined],
  ['zones', 'dashboard.counts.zones', AccountTreeOutlined],
  ['woredas', 'dashboard.counts.woredas', PlaceOutlined],
  ['kebeles', 'dashboard.counts.kebeles', PlaceOutlined],
  ['roles', 'dashboard.counts.roles', AdminPanelSettingsOutlined],
  ['permissions', 'dashboard.counts.permissions', VpnKeyOutlined],
];

/** How many kinds an administrator's dashboard counts: the placeholders shown meanwhile. */
export const KNOWN_COUNT_KINDS = KNOWN.length;

/** The cards for a `count-data` payload: only what it contains, known kinds first. */
export function countItems(data: CountData): CountItem[] {
  const known = KNOWN.filter(([path]) => path in data).map(([path, labelKey, icon]) => ({
    path,
    count: data[path] ?? 0,
    labelKey,
    icon,
  }));
  const paths = new Set(KNOWN.map(([path]) => path));
  const unknown = Object.entries(data)
    .filter(([path]) => !paths.has(path))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, count]) => ({ path, count, labelKey: null, icon: BarChartOutlined }));
  return [...known, ...unknown];
}
