import type { LoginBody } from '@caffee/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../http/errors.js';
import type { Services } from '../services.js';
import { loginTakes, signInName } from './limits.js';
import { verifyPassword } from './passwords.js';

/**
 * Signs in with email or phone number (issue 42) and password. The attempt is reserved before the password is checked
 * (auth/throttle.ts): per device cookie when the browser brings a valid one for the account,
 * otherwise per account and per address (auth/limits.ts). A correct sign-in gives the browser
 * a device cookie, so its owner's next attempts are not held back by anyone else's guesses.
 */
export async function signIn(
  services: Services,
  request: FastifyRequest<{ Body: LoginBody }>,
  reply: FastifyReply,
) {
  const { password, ...given } = request.body;
  const { ip, log } = request;
  const user = await services.users.findBySignIn(given);
  const device = user && services.deviceCookies.deviceOf(request.headers.cookie, user.id);
  // One count per account, whether it is tried by its email or by its number (limits.ts).
  const name = signInName(user, given);
  const valid = await services.throttle
    .attempt(loginTakes(name, ip, device), () =>
      verifyPassword(user?.passwordHash ?? null, password),
    )
    .catch((err: unknown) => {
      log.warn(
        { event: 'login_throttled', ...given, ip, device: Boolean(device) },
        'login throttled',
      );
      throw err;
    });
  if (!user || !valid) {
    log.info({ event: 'login_failed', ...given, ip }, 'login failed');
    throw unauthorized('Wrong email or password', 'invalid_credentials');
  }
  if (user.status === 'pending') {
    throw new HttpError(403, 'account_pending', 'Your account awaits activation');
  }
  if (user.status === 'disabled') {
    throw new HttpError(403, 'account_disabled', 'Your account is disabled');
  }
  if (!device) {
    reply.header('set-cookie', services.deviceCookies.issue(user.id, request.protocol === 'https'));
  }
  return user;
}
