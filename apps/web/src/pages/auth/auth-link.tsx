import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** A link between the no-auth pages. */
export function AuthLink({
  to,
  children,
  testId,
}: {
  to: string;
  children: string;
  testId?: string;
}) {
  return (
    <Link component={RouterLink} to={to} data-testid={testId}>
      {children}
    </Link>
  );
}
