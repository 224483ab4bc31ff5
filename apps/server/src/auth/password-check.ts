import type { UserRow } from '../db/database.js';
import { invalidField } from '../http/errors.js';
import type { Services } from '../services.js';
import { passwordCheckTakes } from './limits.js';
import { verifyPassword } from './passwords.js';

/**
 * A signed-in user's current password, checked before a change: throttled per account and
 * per address like a sign-in, since a stolen session could otherwise guess at it freely.
 */
export async function checkCurrentPassword(
  services: Services,
  user: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  const right = await services.throttle.attempt(passwordCheckTakes(user.id, ip), () =>
    verifyPassword(user.passwordHash, password),
  );
  if (!right) throw invalidField('currentPassword', 'wrongCurrentPassword');
}
