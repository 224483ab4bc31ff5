import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PREFS, sanitizePrefs, type DisplayPrefs } from './prefs';

const prefsSlice = createSlice({
  name: 'prefs',
  initialState: DEFAULT_PREFS,
  reducers: {
    updatePrefs: (state, action: PayloadAction<Partial<DisplayPrefs>>) =>
      sanitizePrefs({ ...state, ...action.payload }),
    resetPrefs: (state) => ({ ...DEFAULT_PREFS, locale: state.locale }),
  },
});

export const { updatePrefs, resetPrefs } = prefsSlice.actions;
export const prefsReducer = prefsSlice.reducer;
