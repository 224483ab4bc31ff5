import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Session-only UI state (not persisted): the seed starts with the drawer closed. */
export interface UiState {
  drawerOpen: boolean;
  customizerOpen: boolean;
}

const initialState: UiState = { drawerOpen: false, customizerOpen: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    setDrawerOpen: (state, action: PayloadAction<boolean>) => {
      state.drawerOpen = action.payload;
    },
    toggleDrawer: (state) => {
      state.drawerOpen = !state.drawerOpen;
    },
    setCustomizerOpen: (state, action: PayloadAction<boolean>) => {
      state.customizerOpen = action.payload;
    },
  },
});

export const { setDrawerOpen, toggleDrawer, setCustomizerOpen } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
