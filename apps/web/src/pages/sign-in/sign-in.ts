import {
  API_PREFIX,
  type Envelope,
  type Locale,
  type LoginBody,
  type LoginPayload,
} from '@caffee/contract';
import { WRONG_SERVICES } from '../../api/error-message';
import { storeTokens } from '../../api/tokens';

/**
 * `POST auth/login` without the app's HTTP client (it and its token refresh stay with the
 * app), failing as that client fails so `errorMessageKey` explains it: `WRONG_SERVICES` when
 * nothing answered, else the answer's body. On success the tokens are stored where the app
 * looks for them, and the user is returned.
 */
export async function signIn(body: LoginBody, locale: Locale): Promise<LoginPayload> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    });
  } catch {
    throw WRONG_SERVICES;
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw data ?? { statusCode: response.status };
  const user = (data as Envelope<LoginPayload>).payload;
  storeTokens(user);
  return user;
}
