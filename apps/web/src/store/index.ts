import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistedState,
  type Persistor,
} from 'redux-persist';
// The es/ build: the lib/ (CommonJS) storage leaves a blank page in a Vite production build.
import storage from 'redux-persist/es/storage';
import { sanitizePrefs } from './prefs';
import { prefsReducer } from './prefs-slice';
import { PERSIST_KEY, PERSIST_VERSION } from './stored-prefs';
import { uiReducer } from './ui-slice';

const prefsPersistConfig = {
  key: PERSIST_KEY,
  storage,
  version: PERSIST_VERSION,
  // The seed waits at most 5 s for stored state before rendering with the defaults.
  timeout: 5000,
  migrate: (state: PersistedState) =>
    Promise.resolve(
      state === undefined
        ? state
        : ({ ...sanitizePrefs(state), _persist: state._persist } as PersistedState),
    ),
};

const rootReducer = combineReducers({
  prefs: persistReducer(prefsPersistConfig, prefsReducer),
  ui: uiReducer,
});

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; nothing else may.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

/** The store and its persistor; the app creates one pair at start (tests, one per test). */
export function createPersistedStore() {
  const store = createAppStore();
  return { store, persistor: persistStore(store) };
}

/** Resolves once the stored preferences are in the store (at once if they already are). */
export function whenRehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => persistor.getState().bootstrapped;
    if (ready()) return resolve();
    const stop = persistor.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
