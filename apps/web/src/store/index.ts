import { combineReducers, legacy_createStore as createStore } from 'redux';
import { prefsReducer } from './prefs-slice';
import { readStoredPrefs, writeStoredPrefs } from './stored-prefs';
import { uiReducer } from './ui-slice';

const rootReducer = combineReducers({ prefs: prefsReducer, ui: uiReducer });

/**
 * The app's store (Redux): the display preferences, read from localStorage as it is created
 * and written back whenever they change (`stored-prefs.ts`, in the format redux-persist used,
 * so what earlier versions stored is kept), and the session's UI state. The app creates one
 * at start (tests, one per test). Plain reducers: Redux Toolkit, Immer and redux-persist were
 * 10 kB (compressed) of the chunk every signed-in screen waits for, for two small slices.
 */
export function createAppStore(storage: Storage = localStorage) {
  const store = createStore(rootReducer, { prefs: readStoredPrefs(storage), ui: undefined });
  let stored = store.getState().prefs;
  store.subscribe(() => {
    const { prefs } = store.getState();
    if (prefs === stored) return;
    stored = prefs;
    writeStoredPrefs(prefs, storage);
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
