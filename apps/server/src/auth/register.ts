import { FORGOT_PASSWORD_PATH, LOGIN_PATH, type RegisterBody, type User } from '@caffee/contract';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueMail } from '../mail/outbox.js';
import { alreadyRegisteredMail, registeredMail } from '../mail/templates.js';
import type { Services } from '../services.js';
import { createAccount } from '../records/access/users/create.js';
import { registerTakes } from './limits.js';
import { hashPassword } from './passwords.js';
import { checkPasswordPolicy } from './password-policy.js';

const isUniqueViolation = (err: unknown) => /unique|duplicate/i.test(String(err));

/**
 * What registration answers, the same whether the address was new or taken: the submitted
 * account as it now waits for activation, without anything only the database knows (an id
 * would tell a new account from an invented one).
 */
function pendingAccount(body: RegisterBody, now: string): User {
  return {
    id: 0,
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    type: 'member',
    status: 'pending',
    locale: body.locale ?? 'om',
    roleId: null,
    instituteId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Registers a pending member. A taken address is not revealed: the password is hashed all
 * the same, the answer is the same, and its owner is mailed instead of the registrant.
 */
export async function register(
  services: Services,
  body: RegisterBody,
  ip: string,
  log: FastifyBaseLogger,
): Promise<User> {
  const { db, config } = services;
  checkPasswordPolicy(body.password, 'password', body);
  await services.throttle.reserve(registerTakes(body.email, ip));
  const passwordHash = await hashPassword(body.password);
  const login = `${config.publicUrl}${LOGIN_PATH}`;
  // A number another account signs in with stays this one's to be called on, not to sign in
  // with: refusing it would tell the registrant whose number it is.
  const numberTaken = body.phone !== undefined && (await services.users.findByPhone(body.phone));
  const account = {
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    signsInByPhone: !numberTaken,
    password: body.password,
    type: 'member' as const,
    status: 'pending' as const,
    locale: body.locale ?? 'om',
  };
  const created = await createAccount(services, account, 'register', {
    passwordHash,
    alsoIn: (trx, row) =>
      enqueueMail(trx, { to: body.email, ...registeredMail(row.locale, login) }),
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  });
  if (created) {
    log.info({ event: 'register', userId: created.id }, 'member registered');
  } else {
    const owner = await db
      .selectFrom('users')
      .select(['id', 'locale'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    if (owner) {
      const forgot = `${config.publicUrl}${FORGOT_PASSWORD_PATH}`;
      await enqueueMail(db, {
        to: body.email,
        ...alreadyRegisteredMail(owner.locale, login, forgot),
      });
    }
    log.info(
      { event: 'register_taken_email', userId: owner?.id },
      'registration with a taken email',
    );
  }
  services.mailQueue.wake();
  return pendingAccount(body, new Date().toISOString());
}
