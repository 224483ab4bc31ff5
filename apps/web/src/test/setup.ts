import { cleanup, configure } from '@testing-library/react';
import { LOCALES } from '@caffee/contract';
import { afterAll, afterEach, vi } from 'vitest';
import { setSessionOwner } from '../api/session';
import { loadsSettled, retryFailedLoads } from '../components/retryable-lazy';
import { loadLanguage, switchLanguage } from '../i18n';
import { stopRegistered } from './after-test';

// Every language loaded up front: a test may switch languages and expect the change at once.
await Promise.all(LOCALES.map(loadLanguage));
await switchLanguage('om');

// How long findBy… and waitFor wait for the screen: the first render of a lazily loaded screen
// took over 5 s on a fresh clone's cold, busy two-core run (its modules transformed on first
// use). A healthy test finds what it waits for at once; only a broken one waits this long.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. A test's
// spies (a silenced console) end with it, as do the apps it rendered (test/render-app.tsx).
afterEach(() => {
  cleanup();
  stopRegistered();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  // Whose session the page shows is module state, and test files share their worker's modules
  // (vitest.config.ts): left set, the next file's user had every request held back as another
  // person's (api/client.ts), and its screens never loaded.
  setSessionOwner(null);
  // A load a test made fail (offline) is asked for afresh by the next test, as "Try again" would.
  retryFailedLoads();
});

// A page a test started loading (the address it opened) and did not wait for must finish
// loading before the file's document goes: see `loadsSettled`.
afterAll(loadsSettled);

// jsdom has no layout: scrolling is a no-op rather than a "not implemented" error.
window.scrollTo = () => undefined;
