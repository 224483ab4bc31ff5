import type { Locale } from '@caffee/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import type LanguageMenu from './language-menu';

// The menu (MUI's Menu, Popover and Modal: a third of the sign-in page's MUI) is loaded when
// the button is first pointed at, focused or pressed, not with the page. Loaded by hand rather
// than with `lazy`: a load that fails (offline before the service worker holds it) is then a
// rejection this button handles, and the next press asks again, where `lazy` would keep the
// failure and need an error boundary that the sign-in page (no i18next) cannot show.
type LanguageMenuType = typeof LanguageMenu;
const loadMenu = () => import('./language-menu').then((module) => module.default);

/**
 * The header's language button and its menu, drawn from what it is given: the app's
 * LanguageSwitcher (its store and i18next) and the sign-in page (its own texts and
 * preferences) both show it.
 */
export function LanguageMenuButton({
  locale,
  label,
  nameOf,
  onChoose,
  color = 'inherit',
}: {
  locale: Locale;
  /** The translated word "Language". */
  label: string;
  /** A language's name, in the language shown. */
  nameOf: (locale: Locale) => string;
  onChoose: (locale: Locale) => void;
  color?: 'inherit' | 'primary';
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [Menu, setMenu] = useState<LanguageMenuType | null>(null);
  const menuId = useId();
  const current = nameOf(locale);
  const prepare = () => {
    if (Menu) return;
    loadMenu().then(
      (loaded) => setMenu(() => loaded),
      // No menu to open: the button stays, and pointing at or pressing it again retries.
      () => setAnchor(null),
    );
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        data-testid="language-switcher"
        aria-label={`${label}: ${current}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          prepare();
          setAnchor(event.currentTarget);
        }}
      >
        {/* Phones show the icon only; the accessible name still says the language. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      {Menu && (
        <Menu
          id={menuId}
          anchor={anchor}
          locale={locale}
          nameOf={nameOf}
          onChoose={(next) => {
            onChoose(next);
            setAnchor(null);
          }}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
