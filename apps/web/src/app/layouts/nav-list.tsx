import type { UserType } from '@caffee/contract';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { itemHref, type NavItem } from '../navigation';

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
        return (
          <Tooltip key={item.key} title={collapsed ? label : ''} placement="right">
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
          </Tooltip>
        );
      })}
    </List>
  );
}
