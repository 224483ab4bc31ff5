import { LOGIN_PATH } from '@caffee/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TopProgress } from '../components/full-page-loader';
import { loadPage } from './load-page';

/**
 * The login path inside the app. The sign-in page is a build of its own (src/pages/sign-in), so every
 * way the app sends someone to login (a page that needs a session, signing out, the links of
 * the other no-auth pages) ends in a page load of it, keeping the query (`returnUrl`).
 */
export function LeaveForLogin() {
  const { search, hash } = useLocation();
  useEffect(() => {
    loadPage(`${LOGIN_PATH}${search}${hash}`);
  }, [search, hash]);
  return <TopProgress />;
}
