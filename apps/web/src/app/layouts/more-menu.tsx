import type { UserType } from '@caffee/contract';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { itemHref, type NavItem } from '../navigation';

/** The top bar's "More" list: the menu items the bar has no room for (horizontal-nav.tsx). */
export function MoreMenu({
  type,
  items,
  anchor,
  isActive,
  onClose,
}: {
  type: UserType;
  items: readonly NavItem[];
  anchor: HTMLElement | null;
  isActive: (item: NavItem) => boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <MenuItem
            key={item.key}
            component={NavLink}
            to={itemHref(type, item)}
            selected={isActive(item)}
            onClick={onClose}
            data-testid={`nav-${item.key}`}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(item.labelKey)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
