import type { UserType } from '@caffee/contract';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand';
import { useAppDispatch, useAppSelector, usePrefs } from '../../store/hooks';
import { setDrawerOpen } from '../../store/ui-slice';
import type { NavItem } from '../navigation';
import { NavList } from './nav-list';

export const DRAWER_WIDTH = 260;
export const MINI_DRAWER_WIDTH = 72;
export const NAV_ID = 'main-navigation';

interface SidebarProps {
  type: UserType;
  items: readonly NavItem[];
  desktop: boolean;
}

/**
 * The menu drawer, closed at start (seed). Phones: a temporary drawer over the page.
 * Desktop: persistent beside the content, or with drawerType 'mini' an icon rail when closed.
 */
export function Sidebar({ type, items, desktop }: SidebarProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.drawerOpen);
  const { drawerType } = usePrefs();
  const close = () => dispatch(setDrawerOpen(false));

  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={close}
        // Over the app bar, which sits one layer above persistent drawers.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        <Toolbar variant="dense">
          <Brand />
        </Toolbar>
        <Box component="nav" id={NAV_ID} aria-label={t('nav.label')}>
          <NavList type={type} items={items} onNavigate={close} />
        </Box>
      </Drawer>
    );
  }

  const mini = drawerType === 'mini';
  const width = open ? DRAWER_WIDTH : mini ? MINI_DRAWER_WIDTH : 0;
  return (
    <Drawer
      variant={mini ? 'permanent' : 'persistent'}
      open={open}
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width: mini ? width : DRAWER_WIDTH,
          overflowX: 'hidden',
          transition: theme.transitions.create('width'),
        },
      })}
    >
      {/* The app bar covers the top of the drawer. */}
      <Toolbar variant="dense" />
      <Box component="nav" id={NAV_ID} aria-label={t('nav.label')}>
        <NavList type={type} items={items} collapsed={mini && !open} />
      </Box>
    </Drawer>
  );
}
