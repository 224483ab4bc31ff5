import { useCallback, type ReactNode } from 'react';
import { useCurrentUser } from '../auth/auth-context';
import { RecordHrefContext } from '../components/record-href';
import { recordPathFor } from './record-link';

/** Links records (in notifications) to the page that shows them to the signed-in user. */
export function RecordLinks({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const hrefOf = useCallback(
    (resource: string, id?: number) => recordPathFor(user, resource, id),
    [user],
  );
  return <RecordHrefContext.Provider value={hrefOf}>{children}</RecordHrefContext.Provider>;
}
