import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, typeOfPath } from './router';
import { typeRoutes } from './type-routes';

/** The innermost route an address matches in a table (relative to `base`). */
const lastMatch = (routes: RouteObject[], pathname: string, base?: string) =>
  matchRoutes(routes, pathname, base)?.at(-1)?.route;

describe('the app routes', () => {
  it('names the type a path is under', () => {
    expect(typeOfPath('/admin/users/3')).toBe('admin');
    expect(typeOfPath('/member')).toBe('member');
    expect(typeOfPath('/auth/login')).toBeUndefined();
    expect(typeOfPath('/administrator')).toBeUndefined();
  });

  it("sends a type's addresses to its own pages, built once per type", () => {
    expect(lastMatch(appRoutes(), '/admin/news-feeds')?.path).toBe('/admin/*');
    expect(lastMatch(typeRoutes('admin'), '/admin/news-feeds', '/admin')?.id).toBe(
      'admin-news-feeds',
    );
    expect(lastMatch(typeRoutes('member'), '/member/questions', '/member')?.id).toBe(
      'member-questions',
    );
    expect(lastMatch(typeRoutes('member'), '/member/surveys', '/member')?.id).toBe(
      'member-my-surveys',
    );
    // A member has no administrator's pages.
    expect(lastMatch(typeRoutes('member'), '/member/dashboard', '/member')?.path).toBe('*');
    expect(typeRoutes('admin')).toBe(typeRoutes('admin'));
  });

  it('answers an unknown path with the not-found page', () => {
    expect(lastMatch(typeRoutes('admin'), '/admin/no-such-page', '/admin')?.path).toBe('*');
    expect(lastMatch(typeRoutes('institute'), '/institute/no-such-page', '/institute')?.path).toBe(
      '*',
    );
    expect(lastMatch(appRoutes(), '/no-such-page')?.path).toBe('*');
  });
});
