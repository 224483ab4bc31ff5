import { LOCALES, type Locale } from '@caffee/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names';
import type { Translate } from '../i18n/translate';
import { Icon } from './icons';
import styles from './login-screen.module.css';

/** How close to the window's edges the menu may come, as MUI's Popover keeps it. */
const MARGIN = 16;

/**
 * Puts the menu under the button, from its start edge (its right edge in right-to-left), moved
 * in where it would cross the window's edge.
 */
function placeMenu(menu: HTMLElement, anchor: HTMLElement) {
  const box = anchor.getBoundingClientRect();
  const width = menu.offsetWidth;
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const wanted = rtl ? box.right - width : box.left;
  const left = Math.max(MARGIN, Math.min(wanted, window.innerWidth - MARGIN - width));
  menu.style.left = `${left - box.left}px`;
}

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

/**
 * The header's language button and its menu, as the app's LanguageSwitcher behaves: the
 * menu opens on the current language, arrows move, Escape or Tab closes and focus returns.
 */
export function LanguageMenu(props: {
  t: Translate;
  locale: Locale;
  onChoose: (locale: Locale) => void;
}) {
  const { t, locale } = props;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const current = t(LANGUAGE_NAME_KEYS[locale]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useLayoutEffect(() => {
    const list = menu.current;
    const anchor = button.current;
    if (!open || !list || !anchor) return;
    const place = () => placeMenu(list, anchor);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    itemsOf(menu.current)
      .find((item) => item.getAttribute('aria-checked') === 'true')
      ?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = itemsOf(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.menuAnchor}>
      <button
        ref={button}
        type="button"
        className={styles.textButton}
        data-testid="language-switcher"
        aria-label={`${t('header.language')}: ${current}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="translate" size={20} className={styles.startIcon} />
        {/* Phones show the icon only; the accessible name still says the language. */}
        <span className={styles.wideOnly}>{current}</span>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('header.language')}
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          {LOCALES.map((option) => (
            <li
              key={option}
              role="menuitemradio"
              aria-checked={option === locale}
              tabIndex={-1}
              lang={option}
              className={styles.menuItem}
              data-testid={`language-${option}`}
              onClick={() => {
                props.onChoose(option);
                close();
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                props.onChoose(option);
                close();
              }}
            >
              {t(LANGUAGE_NAME_KEYS[option])}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
