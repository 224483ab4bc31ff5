import type { UserType } from '@caffee/contract';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Fragment, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { itemHref, type NavItem } from '../navigation';

// The collapsed menu's names show as tooltips (MUI's Tooltip and Popper.js, 9 kB compressed),
// loaded only when the menu is collapsed; the open menu shows its names and needs none
// (issue 41). Until it arrives, the item shows without its tooltip (it has its aria-label).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface NavListProps {
  type: UserType;
  items: readonly NavItem[];
  /** Icons only (the mini drawer while closed); names move to tooltips. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The vertical menu. The item of the current page is selected (at start, the landing). */
export function NavList({ type, items, collapsed = false, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <List component="div" sx={{ px: 1 }}>
      {items.map((item) => {
        const href = itemHref(type, item);
        const label = t(item.labelKey);
        const Icon = item.icon;
        const button = (
          <ListItemButton
            component={NavLink}
            to={href}
            selected={pathname === href || pathname.startsWith(`${href}/`)}
            onClick={onNavigate}
            aria-label={collapsed ? label : undefined}
            data-testid={`nav-${item.key}`}
            sx={{
              borderRadius: 1,
              mb: 0.5,
              minHeight: 44,
              justifyContent: collapsed ? 'center' : 'flex-start',
            }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'inherit' }}>
              <Icon />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={label} />}
          </ListItemButton>
        );
        return collapsed ? (
          <Suspense key={item.key} fallback={button}>
            <Tooltip title={label} placement="right">
              {button}
            </Tooltip>
          </Suspense>
        ) : (
          <Fragment key={item.key}>{button}</Fragment>
        );
      })}
    </List>
  );
}
