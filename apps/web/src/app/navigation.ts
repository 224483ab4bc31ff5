import type { CurrentUser, UserType } from '@caffee/contract';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { loadRecordPage, type RecordPageKind } from '../crud/record-pages';
import type { SubPage } from '../crud/screen';
import type { NavItem } from './nav-item';
import { ACCESS_NAV_ITEMS, RECORD_NAV_ITEMS } from './record-nav-items';
import { prefetchDashboard } from '../pages/dashboard/dashboard-api';
import { lazyPage } from '../components/lazy-page';

export type { NavItem } from './nav-item';

const AccountPage = lazyPage(() => import('../pages/account/account-page'));
/** A generic page on the users' screen, or on the members' (their list, type fixed). */
const usersPage = (kind: RecordPageKind, members = false) =>
  lazyPage(() =>
    import('../records/access/users/users-screen').then((m) =>
      loadRecordPage(members ? m.membersScreen : m.usersScreen, kind),
    ),
  );
/** A user's page and forms, under the users list and under the members list. */
const userSubPages = (members = false): SubPage[] => [
  { key: 'create', path: 'new', permission: 'users:create', page: usersPage('form', members) },
  { key: 'detail', path: ':id', permission: 'users:read', page: usersPage('detail', members) },
  { key: 'edit', path: ':id/edit', permission: 'users:update', page: usersPage('form', members) },
];
const DashboardPage = lazyPage(
  () => import('../pages/dashboard/dashboard-page'),
  prefetchDashboard,
);
const CalendarPage = lazyPage(() => import('../records/meetings/calendar/calendar-page'));
const LawSearchPage = lazyPage(() => import('../records/publishing/law-search/law-search-page'));
const QuestionsPage = lazyPage(() => import('../records/engagement/questions/questions-page'));
const QuestionResultsPage = lazyPage(
  () => import('../records/engagement/questions/question-results-page'),
);
const SurveysPage = lazyPage(() => import('../records/engagement/surveys/surveys-page'));
const SurveyAnswerPage = lazyPage(() => import('../records/engagement/surveys/survey-answer-page'));
const SurveyResultsPage = lazyPage(
  () => import('../records/engagement/surveys/survey-results-page'),
);
const TakeAttendancePage = lazyPage(
  () => import('../records/meetings/attendance/take-attendance-page'),
);
const EventAttendancePage = lazyPage(
  () => import('../records/meetings/attendance/event-attendance-page'),
);
const AttendanceHistoryPage = lazyPage(
  () => import('../records/meetings/attendance/attendance-history-page'),
);
const InstituteProfilePage = lazyPage(
  () => import('../records/address/profiles/institute-profile-page'),
);
const NotificationsPage = lazyPage(() => import('../pages/notifications/notifications-page'));
const SearchPage = lazyPage(() => import('../pages/search/search-page'));
const CouncilPage = lazyPage(() => import('../pages/council/council-page'));

export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'dashboard',
    path: 'dashboard',
    icon: DashboardOutlined,
    labelKey: 'nav.dashboard',
    types: ['admin'],
    page: DashboardPage,
  },
  {
    key: 'questions',
    path: 'questions',
    icon: QuizOutlined,
    labelKey: 'nav.questions',
    types: ['institute', 'member'],
    page: QuestionsPage,
  },
  {
    key: 'my-surveys',
    path: 'surveys',
    icon: PollOutlined,
    labelKey: 'surveys.nav',
    types: ['institute', 'member'],
    permission: 'surveys:list',
    page: SurveysPage,
    subPages: [{ key: 'answer', path: ':id', permission: 'surveys:read', page: SurveyAnswerPage }],
  },
  {
    key: 'my-attendance',
    path: 'attendance',
    icon: EventAvailableOutlined,
    labelKey: 'attendance.nav',
    types: ['member'],
    permission: 'attendances:list',
    page: AttendanceHistoryPage,
  },
  {
    key: 'my-institute',
    path: 'institute',
    icon: ApartmentOutlined,
    labelKey: 'profiles.institute.nav',
    types: ['institute'],
    permission: 'institutes:update',
    page: InstituteProfilePage,
  },
  {
    key: 'question-results',
    path: 'questions/:id/results',
    icon: PollOutlined,
    labelKey: 'questions.results.title',
    types: ['admin'],
    permission: 'questions:update',
    page: QuestionResultsPage,
    hidden: true,
  },
  {
    key: 'survey-results',
    path: 'surveys/:id/results',
    icon: PollOutlined,
    labelKey: 'surveys.results.title',
    types: ['admin'],
    permission: 'surveys:update',
    page: SurveyResultsPage,
    hidden: true,
  },
  {
    key: 'meeting-attendance',
    path: 'meetings/:id/attendance',
    icon: EventAvailableOutlined,
    labelKey: 'attendance.takeTitle',
    types: ['admin'],
    permission: 'attendances:record',
    page: TakeAttendancePage,
    hidden: true,
  },
  {
    key: 'event-attendance',
    path: 'calendar-events/:id/attendance',
    icon: EventAvailableOutlined,
    labelKey: 'attendance.takeTitle',
    types: ['admin'],
    permission: 'attendances:record',
    page: EventAttendancePage,
    hidden: true,
  },
  {
    key: 'users',
    path: 'users',
    icon: PeopleOutlined,
    labelKey: 'nav.users',
    types: ['admin'],
    permission: 'users:list',
    page: usersPage('list'),
    subPages: userSubPages(),
  },
  {
    key: 'caffee-users',
    path: 'caffee-users',
    icon: BadgeOutlined,
    labelKey: 'nav.members',
    types: ['admin'],
    permission: 'users:list',
    page: usersPage('list', true),
    subPages: userSubPages(true),
  },
  ...ACCESS_NAV_ITEMS,
  {
    key: 'council',
    path: 'council',
    icon: SettingsOutlined,
    labelKey: 'profiles.council.nav',
    types: ['admin'],
    permission: 'settings:update',
    page: CouncilPage,
  },
  {
    key: 'calendar',
    path: 'calendar',
    icon: CalendarMonthOutlined,
    labelKey: 'calendarView.nav',
    types: ['admin', 'institute', 'member'],
    permission: 'calendar-events:list',
    page: CalendarPage,
  },
  {
    key: 'law-search',
    path: 'laws/search',
    icon: GavelOutlined,
    labelKey: 'lawSearch.nav',
    types: ['admin', 'institute', 'member'],
    permission: 'enacted-laws:list',
    page: LawSearchPage,
  },
  ...RECORD_NAV_ITEMS,
  {
    // Reached from the header's bell, not the menu.
    key: 'notifications',
    path: 'notifications',
    icon: NotificationsOutlined,
    labelKey: 'notifications.title',
    types: ['admin', 'institute', 'member'],
    page: NotificationsPage,
    hidden: true,
  },
  {
    // Reached from the header's search box, not the menu.
    key: 'search',
    path: 'search',
    icon: SearchOutlined,
    labelKey: 'search.title',
    types: ['admin', 'institute', 'member'],
    page: SearchPage,
    hidden: true,
  },
  {
    key: 'account',
    path: 'account',
    icon: AccountCircleOutlined,
    labelKey: 'nav.account',
    types: ['admin', 'institute', 'member'],
    page: AccountPage,
  },
];

/** The items a layout routes to: every item of the type, whatever the permissions. */
export const itemsForType = (type: UserType, items: readonly NavItem[] = NAV_ITEMS) =>
  items.filter((item) => item.types.includes(type));

/** The items a user sees in the menu: their type's, minus those their role does not grant. */
export function menuItemsFor(
  user: Pick<CurrentUser, 'type' | 'permissions'>,
  items: readonly NavItem[] = NAV_ITEMS,
): NavItem[] {
  return itemsForType(user.type, items).filter(
    (item) => !item.hidden && (!item.permission || user.permissions.includes(item.permission)),
  );
}

export const itemHref = (type: UserType, item: Pick<NavItem, 'path'>) => `/${type}/${item.path}`;
