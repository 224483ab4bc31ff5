import type { UnknownAction } from 'redux';
import { DEFAULT_PREFS, sanitizePrefs, type DisplayPrefs } from './prefs';

const UPDATE = 'prefs/updatePrefs';
const RESET = 'prefs/resetPrefs';

/** Changes some preferences; an unknown value is refused (`sanitizePrefs`). */
export const updatePrefs = (changes: Partial<DisplayPrefs>) => ({ type: UPDATE, payload: changes });
/** Back to the defaults, keeping the language. */
export const resetPrefs = () => ({ type: RESET });

export function prefsReducer(state: DisplayPrefs = DEFAULT_PREFS, action: UnknownAction) {
  switch (action.type) {
    case UPDATE:
      return sanitizePrefs({ ...state, ...(action.payload as Partial<DisplayPrefs>) });
    case RESET:
      return { ...DEFAULT_PREFS, locale: state.locale };
    default:
      return state;
  }
}
