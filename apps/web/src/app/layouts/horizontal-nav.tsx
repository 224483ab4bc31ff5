import type { UserType } from '@caffee/contract';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { lazyPart } from '../../crud/data/lazy-part';
import { itemHref, type NavItem } from '../navigation';

// The "More" list (MUI's Menu, Popover and Modal) loads when first opened (issue 41).
const MoreMenu = lazyPart(() => import('./more-menu').then((m) => m.MoreMenu));

/** Room kept for the "More" button when some items do not fit (its widest label, roughly). */
const MORE_WIDTH = 120;
const GAP = 4;

/**
 * How many items fit in `room` pixels, given each one's width: all of them, or as many as
 * leave room for the "More" button.
 */
export function fitting(widths: readonly number[], room: number): number {
  const total = widths.reduce((sum, w) => sum + w + GAP, 0);
  if (total <= room) return widths.length;
  let used = MORE_WIDTH;
  let count = 0;
  for (const w of widths) {
    if (used + w + GAP > room) break;
    used += w + GAP;
    count += 1;
  }
  return count;
}

/**
 * The menu in the top bar, for layout 'horizontal' on wide screens. It takes the room the bar
 * leaves (the language, preferences and account buttons keep theirs); the items that do not
 * fit go under "More", so every page stays reachable at any width.
 */
export function HorizontalNav({ type, items }: { type: UserType; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const room = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);

  // Every item is laid out once, unseen, to know its width in the reader's language; the bar
  // shows as many as its width takes, again whenever it is resized.
  useLayoutEffect(() => {
    const bar = room.current;
    const row = measure.current;
    if (!bar || !row) return;
    const update = () => {
      const widths = [...row.children].map((child) => (child as HTMLElement).offsetWidth);
      setShown(fitting(widths, bar.clientWidth));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    observer.observe(row);
    return () => observer.disconnect();
  }, [items]);

  const isActive = (item: NavItem) => {
    const href = itemHref(type, item);
    return pathname === href || pathname.startsWith(`${href}/`);
  };
  const button = (item: NavItem, tabIndex?: number) => {
    const Icon = item.icon;
    const active = isActive(item);
    return (
      <Button
        key={item.key}
        component={NavLink}
        to={itemHref(type, item)}
        startIcon={<Icon />}
        color={active ? 'primary' : 'inherit'}
        variant={active ? 'outlined' : 'text'}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        {...(tabIndex === undefined ? { 'data-testid': `nav-${item.key}` } : { tabIndex })}
      >
        {t(item.labelKey)}
      </Button>
    );
  };
  const overflow = items.slice(shown);

  return (
    <Box
      ref={room}
      component="nav"
      aria-label={t('nav.label')}
      sx={{ ml: 3, flex: 1, minWidth: 0, display: 'flex', gap: `${GAP}px`, position: 'relative' }}
    >
      {/* A box of no size, clipping: the unseen row never widens the page. */}
      <Box sx={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }} aria-hidden>
        <Box
          ref={measure}
          sx={{ visibility: 'hidden', display: 'flex', gap: `${GAP}px`, width: 'max-content' }}
        >
          {items.map((item) => button(item, -1))}
        </Box>
      </Box>
      {items.slice(0, shown).map((item) => button(item))}
      {overflow.length > 0 && (
        <>
          <Button
            color={overflow.some(isActive) ? 'primary' : 'inherit'}
            variant={overflow.some(isActive) ? 'outlined' : 'text'}
            endIcon={<ExpandMoreOutlined />}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            onClick={(event) => {
              setAnchor(event.currentTarget);
              setOpened(true);
            }}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            data-testid="nav-more"
          >
            {t('nav.more')}
          </Button>
          {opened && (
            <Suspense fallback={null}>
              <MoreMenu
                type={type}
                items={overflow}
                anchor={anchor}
                isActive={isActive}
                onClose={() => setAnchor(null)}
              />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}
