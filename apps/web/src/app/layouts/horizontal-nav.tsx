import type { UserType } from '@caffee/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { itemHref, type NavItem } from '../navigation';

/** The menu in the top bar, for layout 'horizontal' on wide screens. */
export function HorizontalNav({ type, items }: { type: UserType; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={t('nav.label')} direction="row" spacing={0.5} sx={{ ml: 3 }}>
      {items.map((item) => {
        const href = itemHref(type, item);
        const active = pathname === href || pathname.startsWith(`${href}/`);
        const Icon = item.icon;
        return (
          <Button
            key={item.key}
            component={NavLink}
            to={href}
            startIcon={<Icon />}
            color={active ? 'primary' : 'inherit'}
            variant={active ? 'outlined' : 'text'}
            data-testid={`nav-${item.key}`}
          >
            {t(item.labelKey)}
          </Button>
        );
      })}
    </Stack>
  );
}
