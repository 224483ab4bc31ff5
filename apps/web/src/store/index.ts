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
} from 'redux-persist';
// The es/ build: the lib/ (CommonJS) storage leaves a blank page in a Vite production build.
import storage from 'redux-persist/es/storage';
import { prefsReducer, sanitizePrefs } from './prefs-slice';
import { uiReducer } from './ui-slice';

/** Where the display preferences live in localStorage (as `persist:caffee-settings`). */
export const PERSIST_KEY = 'caffee-settings';

const prefsPersistConfig = {
  key: PERSIST_KEY,
  storage,
  version: 1,
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

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
