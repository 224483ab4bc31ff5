import type { UserType } from '@caffee/contract';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/auth-context';
import { UserAvatar } from '../../components/user-avatar';
import { lazyPart } from '../../crud/data/lazy-part';

// The list (MUI's Menu, Popover and Modal) loads when the menu is first opened, not with every
// first screen (issue 41); it stays mounted after, for its closing animation.
const UserMenuList = lazyPart(() => import('./user-menu-list').then((m) => m.UserMenuList));

/** The signed-in user (name, type), their account page and logout. */
export function UserMenu({ type }: { type: UserType }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();

  return (
    <>
      <IconButton
        data-testid="user-menu"
        aria-label={t('header.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar
          name={user.name}
          pictureUrl={user.pictureUrl}
          size={32}
          testId="header-avatar"
        />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList type={type} id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
