import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { CustomizerDrawer } from '../../components/customizer/customizer-drawer';
import { switchLanguage } from '../../i18n';
import { createAppStore } from '../../store';
import { updatePrefs } from '../../store/prefs-slice';
import { setCustomizerOpen } from '../../store/ui-slice';
import { AppThemeProvider } from '../../theme/theme-provider';
import type { SignInPrefs } from './prefs-source';

let mounted: Promise<() => void> | undefined;

/**
 * The app's own customizer drawer (MUI) on the sign-in page, loaded the first time it is
 * asked for: with the app's store, which from then on keeps the preferences for the page too.
 */
async function mount(prefs: SignInPrefs): Promise<() => void> {
  const store = createAppStore();
  const current = () => store.getState().prefs;
  await switchLanguage(current().locale);
  store.subscribe(() => void switchLanguage(current().locale));
  prefs.handOver({
    get: current,
    update: (changes) => store.dispatch(updatePrefs(changes)),
    subscribe: (listener) => store.subscribe(listener),
  });
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <AppThemeProvider>
          <CustomizerDrawer />
        </AppThemeProvider>
      </Provider>
    </StrictMode>,
  );
  return () => store.dispatch(setCustomizerOpen(true));
}

/** Opens the drawer, loading it the first time. */
export async function openCustomizer(prefs: SignInPrefs): Promise<void> {
  mounted ??= mount(prefs);
  const open = await mounted;
  open();
}
