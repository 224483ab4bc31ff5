import type { UserRow } from '../db/database.js';
import { phoneKey } from './phone-key.js';
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

/**
 * The name an account's sign-in failures count under: its email, else its number (`tel:` and
 * the phone key), so that an account with both has one count, by whichever it is tried.
 * Where no account answers, the name as given (lower-cased, or the number's key).
 */
export function signInName(
  account: Pick<UserRow, 'email' | 'phoneKey'> | undefined,
  given: { email?: string | undefined; phone?: string | undefined },
): string {
  const email = account ? account.email : given.email;
  if (email) return email.toLowerCase();
  const key = account ? account.phoneKey : given.phone !== undefined && phoneKey(given.phone);
  return `tel:${key || ''}`;
}

export const loginAccountKey = (name: string) => `login:account:${name}`;

/** A browser with the account's device cookie has its own count, apart from everyone else's. */
export const loginTakes = (name: string, ip: string, device: string | undefined): Take[] =>
  device
    ? [{ key: `login:device:${device}`, free: LIMITS.login.device, onSuccess: 'clear' }]
    : guessTakes('login', name, ip, LIMITS.login);

export const passwordCheckTakes = (userId: number, ip: string) =>
  guessTakes('password-check', String(userId), ip, LIMITS.passwordCheck);

export const registerTakes = (email: string, ip: string) =>
  requestTakes('register', ip, email.toLowerCase(), LIMITS.register);

/** Per address and per email or number asked for (`signInName`). */
export const forgotPasswordTakes = (name: string, ip: string) =>
  requestTakes('forgot-password', ip, name, LIMITS.forgotPassword);

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

/**
 * Rates, each counted in a window from a key's first attempt (auth/throttle.ts `window`): set so
 * that a person at work never meets them, and a script does at once. The README's "Sign-in and
 * rate limits" lists them; change both together.
 */
export const RATES = {
  /**
   * Writes that tell someone (a notification event), per person and kind of write, per minute
   * and per hour: a comment; a new complaint, question or survey; an answer to a question; a
   * complaint's workflow step.
   */
  writes: {
    comment: { minute: 10, hour: 60 },
    record: { minute: 10, hour: 60 },
    answer: { minute: 30, hour: 300 },
    step: { minute: 30, hour: 300 },
  },
  /**
   * Mails, and SMS, one person is sent at once per hour (each channel counted apart); past it,
   * notifications still reach the app and wait for the next daily digest. MESSAGES_PER_HOUR
   * changes it.
   */
  messagesPerHour: 10,
  /** Phone verification: codes sent per account and per number an hour; wrong codes per code. */
  phoneCode: { account: 3, phone: 5, attempts: 5, accountGuesses: 10 },
} as const;

export type WriteKind = keyof typeof RATES.writes;

/** One kind of write by one person: within its minute's and its hour's count. */
export const writeTakes = (kind: WriteKind, userId: number): Take[] => [
  {
    key: `write:${kind}:minute:${userId}`,
    free: RATES.writes[kind].minute,
    onSuccess: 'keep',
    window: 60,
  },
  {
    key: `write:${kind}:hour:${userId}`,
    free: RATES.writes[kind].hour,
    onSuccess: 'keep',
    window: 3600,
  },
];

/** One message sent at once to one person by one channel, within their hour. */
export const messageTakes = (channel: 'mail' | 'sms', userId: number, perHour: number): Take[] => [
  { key: `messages:${channel}:${userId}`, free: perHour, onSuccess: 'keep', window: 3600 },
];

/** A verification code sent: per account, and per number (however many accounts name it). */
export const phoneCodeTakes = (userId: number, phone: string): Take[] => [
  {
    key: `phone-code:account:${userId}`,
    free: RATES.phoneCode.account,
    onSuccess: 'keep',
    window: 3600,
  },
  {
    key: `phone-code:phone:${phone}`,
    free: RATES.phoneCode.phone,
    onSuccess: 'keep',
    window: 3600,
  },
];

/** Codes tried by one account, whichever code: a right one forgets them. */
export const phoneGuessTakes = (userId: number): Take[] => [
  {
    key: `phone-verify:account:${userId}`,
    free: RATES.phoneCode.accountGuesses,
    onSuccess: 'clear',
  },
];
