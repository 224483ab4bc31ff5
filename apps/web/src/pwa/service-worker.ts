import type { Workbox } from 'workbox-window';

/** What is used of a worker's registration (a `Workbox` in the browser). */
export type WorkerRegistration = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

/** Whether a new version of the app waits to take over, and the person's way to let it. */
export interface WorkerUpdate {
  subscribe(listener: () => void): () => void;
  isWaiting(): boolean;
  /** Lets the waiting version take over, then reloads this page (and only this one). */
  apply(): void;
  /** Follows a registration's new versions. */
  follow(registration: WorkerRegistration): void;
}

/**
 * A new version installs in the background and waits (the build's `registerType: 'prompt'`,
 * build/pwa.ts) until the person chooses to reload, so an open form is never reloaded under
 * them.
 */
export function createWorkerUpdate(
  reload: () => void = () => window.location.reload(),
): WorkerUpdate {
  let registration: WorkerRegistration | undefined;
  let waiting = false;
  let reloadWanted = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    apply() {
      if (!registration) return;
      reloadWanted = true;
      registration.messageSkipWaiting();
    },
    follow(followed) {
      registration = followed;
      // Fired too when a version was already waiting as the page opened.
      followed.addEventListener('waiting', () => {
        waiting = true;
        listeners.forEach((listener) => listener());
      });
      // The new version takes over every open tab at once; only the tab whose reader asked
      // reloads, the others keep what they show and load the new code on their next page.
      followed.addEventListener('controlling', () => {
        if (reloadWanted) reload();
      });
    },
  };
}

/** The app's worker, followed once registered (never in tests and the dev server). */
export const workerUpdate = createWorkerUpdate();
let registered = false;

/** Runs `run` once the page has loaded and the main thread is idle. */
function whenSettled(run: () => void): void {
  const idleThen = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') idleThen();
  else window.addEventListener('load', idleThen, { once: true });
}

/**
 * Registers the app's service worker (built by vite-plugin-pwa, build/pwa.ts); called once the
 * first screen has rendered, it waits for the page's load and an idle moment: the precache
 * downloads every screen's code, which must not compete with the files of the screen the
 * person is waiting for. In production builds only: the dev server and the tests serve none.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  whenSettled(() => {
    void import('workbox-window').then(async ({ Workbox }) => {
      const registration = new Workbox('/sw.js');
      workerUpdate.follow(registration);
      await registration.register();
      // A tab left open for days looks for a new version when the person comes back to it,
      // not only when a page loads.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update();
      });
    });
  });
}
