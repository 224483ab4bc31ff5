import type { Take } from './throttle.js';

/**
 * Free attempts per key, each counted over the hour after a key's last attempt; past them
 * every attempt waits 2, 4, 8 s ... up to 15 minutes (auth/throttle.ts). The README's
 * "Sign-in and rate limits" explains them; change both together.
 */
export const LIMITS = {
  /** Sign-in: failures per account from unknown browsers, per device cookie, per address. */
  login: { account: 5, device: 5, address: 30, addressCeiling: 300 },
  /** `users/current/password`: wrong current passwords per account and per address. */
  passwordCheck: { account: 5, address: 30, addressCeiling: 300 },
  /** Requests per address and per email. */
  register: { address: 30, email: 3 },
  forgotPassword: { address: 30, email: 3 },
  /** Unknown or spent links per address; resets per account. */
  resetPassword: { address: 10, account: 5 },
} as const;

type GuessLimits = { account: number; address: number; addressCeiling: number };

/**
 * A secret guessed for one account: failures count per account (cleared by a success) and
 * per address (a success gives its attempt back). An address past its free failures only
 * stops guesses at accounts that already failed in the window; an account without failures
 * is still tried until the address reaches its ceiling. So others' typing behind a shared
 * address (an office, a mobile carrier) does not lock out someone signing in correctly.
 */
function guessTakes(action: string, account: string, ip: string, limits: GuessLimits): Take[] {
  return [
    { key: `${action}:account:${account}`, free: limits.account, onSuccess: 'clear' },
    {
      key: `${action}:address:${ip}`,
      free: ([failuresBefore]) => (failuresBefore === 1 ? limits.addressCeiling : limits.address),
      onSuccess: 'refund',
    },
  ];
}

const requestTakes = (
  action: string,
  ip: string,
  email: string,
  l: { address: number; email: number },
): Take[] => [
  { key: `${action}:address:${ip}`, free: l.address, onSuccess: 'keep' },
  { key: `${action}:email:${email}`, free: l.email, onSuccess: 'keep' },
];

export const loginAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;

/** A browser with the account's device cookie has its own count, apart from everyone else's. */
export const loginTakes = (email: string, ip: string, device: string | undefined): Take[] =>
  device
    ? [{ key: `login:device:${device}`, free: LIMITS.login.device, onSuccess: 'clear' }]
    : guessTakes('login', email.toLowerCase(), ip, LIMITS.login);

export const passwordCheckTakes = (userId: number, ip: string) =>
  guessTakes('password-check', String(userId), ip, LIMITS.passwordCheck);

export const registerTakes = (email: string, ip: string) =>
  requestTakes('register', ip, email.toLowerCase(), LIMITS.register);

export const forgotPasswordTakes = (email: string, ip: string) =>
  requestTakes('forgot-password', ip, email.toLowerCase(), LIMITS.forgotPassword);

export const resetTokenTakes = (ip: string): Take[] => [
  { key: `reset-password:address:${ip}`, free: LIMITS.resetPassword.address, onSuccess: 'refund' },
];

export const resetAccountTakes = (userId: number): Take[] => [
  {
    key: `reset-password:account:${userId}`,
    free: LIMITS.resetPassword.account,
    onSuccess: 'keep',
  },
];
