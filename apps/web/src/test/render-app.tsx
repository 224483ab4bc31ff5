import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { api, type ApiRequest } from '../api/client';
import { AppProviders } from '../app/providers/app-providers';
// The notices' host, which the app loads when a notice first finds none (app-providers.tsx),
// loaded with the tests' app: a notice a test waits for then shows without a module's first
// load (which took over a second on a busy machine) in between.
import '../app/providers/snackbar-host';
import { AppRoutes } from '../app/router';
import { syncPreferences } from '../app/sync-preferences';
import { createAppStore } from '../store';
import { stopAfterTest } from './after-test';

export type MockReply = { status: number; data?: unknown };
export type MockRoute = (
  config: ApiRequest,
) => MockReply | undefined | Promise<MockReply | undefined>;

/**
 * Answers API calls from `route` and records them. Unanswered calls are 404s; a promise
 * holds its answer back until it resolves.
 */
export function mockApi(route: MockRoute) {
  const calls: { method: string; url: string; data: unknown; auth: unknown }[] = [];
  api.transport = async (config) => {
    calls.push({
      method: config.method.toUpperCase(),
      url: config.url,
      data: config.data,
      auth: config.headers.get('Authorization'),
    });
    const reply = (await route(config)) ?? {
      status: 404,
      data: { message: 'Not found', code: 'not_found' },
    };
    return { status: reply.status, data: reply.data ?? {} };
  };
  return calls;
}

/** Keeps the router's current location where the test can read it. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * The whole app (real routes, store and providers) in a memory router at `path`; it is
 * unmounted and stopped after the test. `currentLocation()` is the address the app is at.
 */
export function renderApp(path: string) {
  const store = createAppStore();
  const stopSync = syncPreferences(store);
  stopAfterTest(stopSync);
  let location: Location | undefined;
  const onLocation = (current: Location) => {
    location = current;
  };
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe onLocation={onLocation} />
      </MemoryRouter>
    </AppProviders>,
  );
  const currentLocation = (): Location => {
    if (!location) throw new Error('The app has not rendered its router yet');
    return location;
  };
  return { ...result, currentLocation, store, stopSync };
}
