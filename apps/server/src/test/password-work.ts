import type * as Passwords from '../auth/passwords.js';

/** The argon2 work a test server really did: hashes made, checks made per password tried. */
export const passwordWork = { hashes: 0, checks: new Map<string, number>() };

/**
 * The password module, counting its work. A test file mocks it with
 * `vi.mock('./passwords.js', async (real) => (await import('../test/password-work.js')).counting(await real()))`
 * (the path as the test file names the module).
 */
export function counting(real: typeof Passwords): typeof Passwords {
  return {
    ...real,
    hashPassword: (password) => {
      passwordWork.hashes += 1;
      return real.hashPassword(password);
    },
    verifyPassword: (stored, password) => {
      passwordWork.checks.set(password, (passwordWork.checks.get(password) ?? 0) + 1);
      return real.verifyPassword(stored, password);
    },
  };
}
