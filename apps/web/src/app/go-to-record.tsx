import { LOGIN_PATH } from '@caffee/contract';
import { Navigate, useLocation, useParams } from 'react-router';
import { loginRedirectUrl } from '../api/session';
import { useAuth } from '../auth/auth-context';
import { recordPathFor } from './record-link';

/**
 * `/go/{resource}/{id}`: the record's page for the signed-in user's type (the mails link here,
 * not knowing who reads them); signed out, login first, then back here.
 */
export function GoToRecord() {
  const { state } = useAuth();
  const location = useLocation();
  const { resource = '', id } = useParams();
  if (state.status === 'initialising') return null;
  if (state.status === 'anonymous') {
    return <Navigate replace to={loginRedirectUrl(location) ?? LOGIN_PATH} />;
  }
  return (
    <Navigate
      replace
      to={recordPathFor(state.user, resource, id === undefined ? undefined : Number(id))}
    />
  );
}
