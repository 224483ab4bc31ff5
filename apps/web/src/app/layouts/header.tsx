import type { UserType } from '@caffee/contract';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { Brand } from '../../components/brand';
import { CustomizerButton } from '../../components/customizer/customizer-button';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NotificationBell } from '../../pages/notifications/notification-bell';
import { updateProfile } from '../../pages/account/profile-api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toggleDrawer } from '../../store/ui-slice';
import type { NavItem } from '../navigation';
import { HeaderSearch } from './header-search';
import { HorizontalNav } from './horizontal-nav';
import { NAV_ID } from './sidebar';
import { UserMenu } from './user-menu';

interface HeaderProps {
  type: UserType;
  items: readonly NavItem[];
  /** Menu items in the bar instead of a drawer (layout 'horizontal' on wide screens). */
  horizontal: boolean;
}

/**
 * The 48 px top bar: menu toggle, name, search, language, notifications, display preferences,
 * user menu.
 */
export function Header({ type, items, horizontal }: HeaderProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector((state) => state.ui.drawerOpen);
  const { updateUser } = useAuth();
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar variant="dense" sx={{ gap: { xs: 0, sm: 1 } }}>
        {!horizontal && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t(drawerOpen ? 'header.closeMenu' : 'header.openMenu')}
            aria-controls={NAV_ID}
            aria-expanded={drawerOpen}
            data-testid="drawer-toggle"
            onClick={() => dispatch(toggleDrawer())}
          >
            {drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        )}
        <Brand />
        {horizontal ? <HorizontalNav type={type} items={items} /> : <Box sx={{ flexGrow: 1 }} />}
        <HeaderSearch type={type} />
        {/* The account keeps the language: the next sign-in, on any device, starts in it; the
            session's copy too, so the account page shows it (pages/account/profile-card.tsx). */}
        <LanguageSwitcher
          onChosen={(locale) => void updateProfile({ locale }).then(updateUser, () => {})}
        />
        <NotificationBell />
        <CustomizerButton />
        <UserMenu type={type} />
      </Toolbar>
    </AppBar>
  );
}
