import type { UserType } from '@caffee/contract';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth, useCurrentUser } from '../../auth/auth-context';
import { USER_TYPE_KEYS } from '../../auth/labels';

/** The user menu's list: who is signed in, their account page, logout (user-menu.tsx). */
export function UserMenuList({
  type,
  id,
  anchor,
  onClose,
}: {
  type: UserType;
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const user = useCurrentUser();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, minWidth: 220 }} role="presentation">
        <Typography sx={{ fontWeight: 500 }}>{user.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t(USER_TYPE_KEYS[user.type])}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={`/${type}/account`} onClick={onClose}>
        <ListItemIcon>
          <AccountCircleOutlined fontSize="small" />
        </ListItemIcon>
        {t('nav.account')}
      </MenuItem>
      <MenuItem
        data-testid="logout"
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('header.logout')}
      </MenuItem>
    </Menu>
  );
}
