import { setSessionOwner } from '../api/session';
import { clearTokens } from '../api/tokens';
import { forgetKept } from '../offline/offline-store';

/** What the running app holds of a session in memory (its query cache, writes waiting). */
type Forget = () => void;
const forgetters = new Set<Forget>();

/** Registers what to drop from memory when the session ends; returns its removal. */
export function onSessionEnd(forget: Forget): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

let ending: Promise<void> | null = null;

/**
 * Ends the session in this browser, however it ended: the sign-out button, a refresh the
 * server refused (signed out everywhere, the session expired, the account disabled or its
 * password reset). The tokens go first, so nothing after this is sent or kept as the user;
 * then what the app holds in memory: its reads, and writes waiting for the connection, which
 * are dropped, never sent (the next person to sign in here would send them as themselves);
 * then what the browser keeps: the offline store and any API answer cached. Resolves once
 * that is gone, so the page load that follows cannot cut the clearing short.
 */
export function endSessionHere(): Promise<void> {
  clearTokens();
  setSessionOwner(null);
  forgetters.forEach((forget) => forget());
  ending ??= forgetKept().finally(() => {
    ending = null;
  });
  return ending;
}
