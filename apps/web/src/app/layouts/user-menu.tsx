import type { UserType } from '@caffee/contract';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth, useCurrentUser } from '../../auth/auth-context';
import { USER_TYPE_KEYS } from '../../auth/labels';
import { UserAvatar } from '../../components/user-avatar';

/** The signed-in user (name, type), their account page and logout. */
export function UserMenu({ type }: { type: UserType }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        data-testid="user-menu"
        aria-label={t('header.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar
          name={user.name}
          pictureUrl={user.pictureUrl}
          size={32}
          testId="header-avatar"
        />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
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
        <MenuItem component={RouterLink} to={`/${type}/account`} onClick={close}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          {t('nav.account')}
        </MenuItem>
        <MenuItem
          data-testid="logout"
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
