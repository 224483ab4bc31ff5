import type { UnknownAction } from 'redux';

/** Session-only UI state (not persisted): the seed starts with the drawer closed. */
export interface UiState {
  drawerOpen: boolean;
  customizerOpen: boolean;
}

const initialState: UiState = { drawerOpen: false, customizerOpen: false };

const SET_DRAWER = 'ui/setDrawerOpen';
const TOGGLE_DRAWER = 'ui/toggleDrawer';
const SET_CUSTOMIZER = 'ui/setCustomizerOpen';

export const setDrawerOpen = (open: boolean) => ({ type: SET_DRAWER, payload: open });
export const toggleDrawer = () => ({ type: TOGGLE_DRAWER });
export const setCustomizerOpen = (open: boolean) => ({ type: SET_CUSTOMIZER, payload: open });

export function uiReducer(state: UiState = initialState, action: UnknownAction): UiState {
  switch (action.type) {
    case SET_DRAWER:
      return { ...state, drawerOpen: action.payload as boolean };
    case TOGGLE_DRAWER:
      return { ...state, drawerOpen: !state.drawerOpen };
    case SET_CUSTOMIZER:
      return { ...state, customizerOpen: action.payload as boolean };
    default:
      return state;
  }
}
