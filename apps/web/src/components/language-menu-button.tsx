import type { Locale } from '@caffee/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';

// The menu (MUI's Menu, Popover and Modal: a third of the sign-in page's MUI) is loaded when
// the button is first pointed at, focused or pressed, not with the page.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

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
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const current = nameOf(locale);
  const prepare = () => {
    setWanted(true);
    void loadMenu();
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
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {/* Phones show the icon only; the accessible name still says the language. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu
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
        </Suspense>
      )}
    </>
  );
}
