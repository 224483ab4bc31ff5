import {
  API_PREFIX,
  type CurrentUser,
  type Envelope,
  type ForgotPasswordBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@caffee/contract';
import { api } from '../api/client';
import { WRONG_SERVICES } from '../api/error-message';
import { keep, recall } from '../offline/offline-store';

const AUTH = `${API_PREFIX}/auth`;
/** `GET users/current` with the institute, as the seed loads it on start. */
const CURRENT_USER_PATH = `${API_PREFIX}/users/current`;
const CURRENT_USER_INCLUDES = ['institute'];

/**
 * `GET users/current` with the institute (see CURRENT_USER_PATH), its role's and institute's
 * names in `locale`, the interface language.
 */
export async function fetchCurrentUser(locale: string): Promise<CurrentUser> {
  try {
    const user = await askCurrentUser(locale);
    void keep('current-user', user);
    return user;
  } catch (error) {
    // Without a connection the app opens as the user it last knew (offline/offline-store.ts).
    const kept = error === WRONG_SERVICES ? await recall<CurrentUser>('current-user') : undefined;
    if (kept) return kept.value;
    throw error;
  }
}

/**
 * The signed-in user asked for as the app starts (app/start.tsx, beside the first page's code
 * and data): the session check then waits on a request already out, rather than one that
 * leaves once the app's code has run and rendered (issue 41). Taken once, by the first check.
 */
let started: { locale: string; user: Promise<CurrentUser> } | undefined;

export function startCurrentUser(locale: string): void {
  const user = fetchCurrentUser(locale);
  // The check that takes it reports a failure; until then it is not an unhandled one.
  user.catch(() => undefined);
  started = { locale, user };
}

/** The user asked for at start, if in this language, else asked for now. */
export function takeCurrentUser(locale: string): Promise<CurrentUser> {
  const early = started?.locale === locale ? started.user : undefined;
  started = undefined;
  return early ?? fetchCurrentUser(locale);
}

async function askCurrentUser(locale: string): Promise<CurrentUser> {
  const { data } = await api.get<Envelope<CurrentUser>>(CURRENT_USER_PATH, {
    params: { includes: CURRENT_USER_INCLUDES, locale },
  });
  return data.payload;
}

export async function registerRequest(body: RegisterBody): Promise<User> {
  const { data } = await api.post<Envelope<User>>(`${AUTH}/register`, body);
  return data.payload;
}

export async function forgotPasswordRequest(body: ForgotPasswordBody): Promise<void> {
  await api.post(`${AUTH}/forgotPassword`, body);
}

export async function resetPasswordRequest(body: ResetPasswordBody): Promise<void> {
  await api.post(`${AUTH}/resetPassword`, body);
}

/** Revokes the refresh token on the server; the caller forgets the tokens either way. */
export async function logoutRequest(refreshToken: string | null): Promise<void> {
  await api.post(`${AUTH}/logout`, refreshToken ? { refreshToken } : {});
}
