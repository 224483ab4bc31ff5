import { LOCALES, type Locale } from '@caffee/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names';
import { useAppDispatch, usePrefs } from '../store/hooks';
import { updatePrefs } from '../store/prefs-slice';

export function LanguageSwitcher({
  color = 'inherit',
  onChosen,
}: {
  color?: 'inherit' | 'primary';
  /** Also keeps the choice elsewhere (the signed-in account's language). */
  onChosen?: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const { locale } = usePrefs();
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = t(LANGUAGE_NAME_KEYS[locale]);

  const choose = (next: Locale) => {
    dispatch(updatePrefs({ locale: next }));
    if (next !== locale) onChosen?.(next);
    setAnchor(null);
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        data-testid="language-switcher"
        aria-label={`${t('header.language')}: ${current}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* Phones show the icon only; the accessible name still says the language. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            data-testid={`language-${option}`}
            onClick={() => choose(option)}
          >
            {t(LANGUAGE_NAME_KEYS[option])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
