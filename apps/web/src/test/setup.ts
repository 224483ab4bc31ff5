import { cleanup } from '@testing-library/react';
import { LOCALES } from '@caffee/contract';
import { afterEach, vi } from 'vitest';
import { loadLanguage, switchLanguage } from '../i18n';
import { stopRegistered } from './after-test';

// Every language loaded up front: a test may switch languages and expect the change at once.
await Promise.all(LOCALES.map(loadLanguage));
await switchLanguage('om');

// Vitest runs without globals, so Testing Library cannot register its own cleanup. A test's
// spies (a silenced console) end with it, as do the apps it rendered (test/render-app.tsx).
afterEach(() => {
  cleanup();
  stopRegistered();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op rather than a "not implemented" error.
window.scrollTo = () => undefined;
