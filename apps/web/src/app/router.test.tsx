import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routesFor, typeOfPath } from './router';

/** The route of id `id` in a tree. */
function find(routes: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children && find(route.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** The innermost route an address matches. */
const lastMatch = (pathname: string) => matchRoutes(routesFor(pathname), pathname)?.at(-1)?.route;

describe('the app routes', () => {
  it('names the type a path is under', () => {
    expect(typeOfPath('/admin/users/3')).toBe('admin');
    expect(typeOfPath('/member')).toBe('member');
    expect(typeOfPath('/auth/login')).toBeUndefined();
    expect(typeOfPath('/administrator')).toBeUndefined();
  });

  it('holds only the pages of the type an address is under, built once per type', () => {
    const admin = routesFor('/admin/news-feeds');
    expect(lastMatch('/admin/news-feeds')?.id).toBe('admin-news-feeds');
    // The member's pages are not built for an administrator's address: only the bare path's
    // redirect.
    expect(find(admin, 'member')?.children).toHaveLength(1);

    expect(lastMatch('/member/questions')?.id).toBe('member-questions');
    expect(find(routesFor('/member/questions'), 'member')?.children?.length).toBeGreaterThan(1);
    expect(lastMatch('/member/surveys')?.id).toBe('member-my-surveys');
    // Built once: the same table for every address under the type.
    expect(routesFor('/admin/dashboard')).toBe(admin);
  });

  it('answers an unknown path with the not-found page', () => {
    expect(lastMatch('/admin/no-such-page')?.path).toBe('*');
    expect(lastMatch('/institute/no-such-page')?.path).toBe('*');
    expect(lastMatch('/no-such-page')?.path).toBe('*');
  });
});
