import { LANDING_PATHS, USER_TYPES } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, itemHref, menuItemsFor, type NavItem } from './navigation';

const base = NAV_ITEMS[0]!;

describe('navigation registry', () => {
  it('gives every type its landing page and an account item', () => {
    for (const type of USER_TYPES) {
      const hrefs = menuItemsFor({ type, permissions: [] }).map((item) => itemHref(type, item));
      expect(hrefs).toContain(LANDING_PATHS[type]);
      expect(hrefs).toContain(`/${type}/account`);
    }
  });

  it('shows admins the dashboard and the others their questions', () => {
    const keys = (type: (typeof USER_TYPES)[number]) =>
      menuItemsFor({ type, permissions: [] }).map((item) => item.key);
    expect(keys('admin')).toEqual(['dashboard', 'account']);
    expect(keys('institute')).toEqual(['questions', 'account']);
    expect(keys('member')).toEqual(['questions', 'account']);
  });

  it('offers admins the access screens their role grants', () => {
    const keys = (permissions: string[]) =>
      menuItemsFor({ type: 'admin', permissions }).map((item) => item.key);
    expect(keys(['users:list', 'roles:list', 'permissions:list'])).toEqual([
      'dashboard',
      'users',
      'caffee-users',
      'roles',
      'permissions',
      'account',
    ]);
    expect(keys(['users:list', 'roles:list'])).toEqual([
      'dashboard',
      'users',
      'caffee-users',
      'roles',
      'account',
    ]);
    // Not for members, whatever their role says.
    expect(
      menuItemsFor({ type: 'member', permissions: ['users:list'] }).map((item) => item.key),
    ).toEqual(['questions', 'account']);
  });

  it('hides items whose permission the role does not grant', () => {
    const items: NavItem[] = [
      { ...base, key: 'open', types: ['admin'] },
      { ...base, key: 'guarded', types: ['admin'], permission: 'roles:list' },
      { ...base, key: 'other-type', types: ['member'] },
    ];
    expect(menuItemsFor({ type: 'admin', permissions: [] }, items).map((i) => i.key)).toEqual([
      'open',
    ]);
    expect(
      menuItemsFor({ type: 'admin', permissions: ['roles:list'] }, items).map((i) => i.key),
    ).toEqual(['open', 'guarded']);
  });

  it('has unique keys', () => {
    const keys = NAV_ITEMS.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
