import { allPermissions } from '@caffee/contract';
import type { AuthContext } from '../../../auth/guard.js';
import { forbidden } from '../../../http/errors.js';
import type { Services } from '../../../services.js';

/**
 * Nobody hands out power they do not have (issue 19): a caller grants, to a role or to an
 * account through its role, only permissions they hold, and only a holder of every
 * permission makes an administrator (type `admin` sees every institute's records).
 */
const BUILT_IN = allPermissions();

/**
 * Holds every permission the server checks. Such a caller may grant anything, custom
 * permissions included: the Administrator role receives those only at the next start.
 */
export const holdsEvery = (auth: AuthContext): boolean =>
  BUILT_IN.every((p) => auth.permissions.has(p));

/** Which of `names` the caller lacks (none for a holder of every permission). */
function lacking(auth: AuthContext, names: Iterable<string>): string[] {
  if (holdsEvery(auth)) return [];
  return [...new Set(names)].filter((n) => !auth.permissions.has(n)).sort();
}

/** Refuses (403) unless the caller holds every one of `names`. */
export function mustHold(auth: AuthContext, names: Iterable<string>, what: string): void {
  const missing = lacking(auth, names);
  if (missing.length > 0) {
    throw forbidden(`${what} permissions you do not hold: ${missing.join(', ')}`);
  }
}

/** Refuses (403) unless the caller holds every permission. */
export function mustHoldEvery(auth: AuthContext, what: string): void {
  if (!holdsEvery(auth)) throw forbidden(`Only a holder of every permission can ${what}`);
}

/** What an account may do: its type and institute (whose records it sees), its role's permissions. */
export interface AccountPower {
  type: string;
  instituteId: number | null;
  roleId: number | null;
}

/**
 * Why the caller may not make, move or manage an account of this type and institute, if they
 * may not (issue 38). A type is power beyond the role: an institute's staff see the complaints
 * and questions of their institute, members the surveys for members. So only an administrator
 * (type `admin`, who sees every institute's records already) sets any type and institute;
 * anyone else stays within their own reach: their own type and, for institute staff, their own
 * institute. Administrators themselves are `assertMayGive`'s and `manageRefusal`'s concern.
 */
function reachRefusal(auth: AuthContext, account: AccountPower): string | undefined {
  const { type, instituteId } = auth.user;
  if (type === 'admin' || account.type === 'admin') return undefined;
  if (account.type !== type) {
    return `Only an administrator can make or manage accounts of another type than yours (${type})`;
  }
  if (type === 'institute' && account.instituteId !== instituteId) {
    return 'Only an administrator can make or manage accounts of another institute';
  }
  return undefined;
}

/**
 * Refuses giving an account (creating it, or changing its type, institute or role) more power
 * than the caller holds: whoever sets an account up can sign in as it.
 */
export async function assertMayGive(services: Services, auth: AuthContext, account: AccountPower) {
  if (account.type === 'admin') mustHoldEvery(auth, 'make an administrator');
  const outOfReach = reachRefusal(auth, account);
  if (outOfReach) throw forbidden(outOfReach);
  const granted = await services.users.permissionSetOf(account.roleId);
  mustHold(auth, granted, 'You cannot give an account');
}

/**
 * Why the caller may not manage (change, activate, disable, delete, reset) an account, if they
 * may not: one with more power than theirs, or outside their reach, since changing its email
 * and resetting its password would hand it over.
 */
export async function manageRefusal(
  services: Services,
  auth: AuthContext,
  account: AccountPower & { id: number },
): Promise<string | undefined> {
  if (account.id === auth.user.id || holdsEvery(auth)) return undefined;
  if (account.type === 'admin')
    return 'Only a holder of every permission can manage an administrator';
  const outOfReach = reachRefusal(auth, account);
  if (outOfReach) return outOfReach;
  const missing = lacking(auth, await services.users.permissionSetOf(account.roleId));
  return missing.length > 0
    ? `You cannot manage an account with permissions you do not hold: ${missing.join(', ')}`
    : undefined;
}

/** Refuses (403) managing an account with more power than the caller. */
export async function assertMayManage(
  services: Services,
  auth: AuthContext,
  account: AccountPower & { id: number },
) {
  const refusal = await manageRefusal(services, auth, account);
  if (refusal) throw forbidden(refusal);
}
