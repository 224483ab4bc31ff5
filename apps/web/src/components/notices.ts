import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** What the mounted snackbar host does with a notice (notistack's own functions). */
export interface NoticeHost {
  enqueue: (message: SnackbarMessage, options: OptionsObject & { key: SnackbarKey }) => void;
  close: (key?: SnackbarKey) => void;
}

let host: NoticeHost | null = null;
/** Notices asked for before the host was there (it loads on the reader's first act). */
let waiting: ((host: NoticeHost) => void)[] = [];
let sequence = 0;
/** Whether the host should be on the page yet (app/providers/app-providers.tsx renders it). */
let hostWanted = false;
const hostWantedListeners = new Set<() => void>();

/**
 * Asks for the snackbar host: the app does when the reader first acts
 * (app/providers/app-providers.tsx), and a notice does that finds no host.
 */
export function wantNoticeHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  hostWantedListeners.forEach((listener) => listener());
}

/** `useSyncExternalStore`'s pair for whether the host is wanted. */
export const noticeHostWanted = {
  subscribe(listener: () => void): () => void {
    hostWantedListeners.add(listener);
    return () => hostWantedListeners.delete(listener);
  },
  get: (): boolean => hostWanted,
};

/**
 * The snackbar host (app/providers/snackbar-host.tsx, loaded apart from the app's first
 * files, once wanted) says here when it is mounted, and when it goes; what waited for it is
 * shown then.
 */
export function attachNoticeHost(next: NoticeHost): () => void {
  host = next;
  const queued = waiting;
  waiting = [];
  queued.forEach((show) => show(next));
  return () => {
    if (host === next) host = null;
  };
}

function withHost(action: (host: NoticeHost) => void): void {
  if (host) action(host);
  else {
    waiting.push(action);
    wantNoticeHost();
  }
}

/** Shows a notice (notistack's options); its key, for `closeSnackbar`, is known at once. */
export function enqueueSnackbar(
  message: SnackbarMessage,
  options: OptionsObject = {},
): SnackbarKey {
  const key = options.key ?? `notice-${++sequence}`;
  withHost((h) => h.enqueue(message, { ...options, key }));
  return key;
}

/** Closes one notice, or all of them without a key. */
export function closeSnackbar(key?: SnackbarKey): void {
  withHost((h) => h.close(key));
}

const NOTICES = { enqueueSnackbar, closeSnackbar };

/**
 * notistack's `useSnackbar`, without notistack in the app's first files: the two functions
 * (the same on every render), working before the host has loaded.
 */
export const useSnackbar = () => NOTICES;
