import type { UserType } from './user-types.js';

/** Web app routes both apps need (the server builds mail links with them). */
export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** Named by the seed's error handling: a 401 there does not redirect to login. */
export const LAST_ROUTE_PATH = '/last/route';

/** Where each type of user lands after login. */
export const LANDING_PATHS: Record<UserType, string> = {
  admin: '/admin/dashboard',
  institute: '/institute/questions',
  member: '/member/questions',
};

export const API_PREFIX = '/api/v1';

/** A path without its trailing slash, as the router matches it (`/auth/login/` is login). */
export const normalisePath = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * A record's address for someone who may not know where it lives in the app: the web app
 * sends the reader to the record's page for their user type (mail and notifications link it).
 */
export const RECORD_LINK_PATH = '/go';
export const recordLinkPath = (resource: string, id: number) =>
  `${RECORD_LINK_PATH}/${resource}/${id}`;
/** A record type's list, likewise (where an import's records are). */
export const listLinkPath = (resource: string) => `${RECORD_LINK_PATH}/${resource}`;

/**
 * The element id of a record on a list that shows it (a question's card on the questions to
 * answer), and the hash of a link to it there: the list brings it into view.
 */
export const recordAnchor = (id: number) => `record-${id}`;
