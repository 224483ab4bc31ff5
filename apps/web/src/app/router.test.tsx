import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter, typeOfPath } from './router';

/** The route of id `id` in a tree. */
function find(routes: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children && find(route.children, id);
    if (inner) return inner;
  }
  return undefined;
}

const lastMatch = (router: ReturnType<typeof createAppRouter>) =>
  router.state.matches.at(-1)?.route.id;

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the app router', () => {
  it('names the type a path is under', () => {
    expect(typeOfPath('/admin/users/3')).toBe('admin');
    expect(typeOfPath('/member')).toBe('member');
    expect(typeOfPath('/auth/login')).toBeUndefined();
    expect(typeOfPath('/administrator')).toBeUndefined();
  });

  it("starts with the opened type's pages and adds another type's on the first visit", async () => {
    window.history.replaceState(null, '', '/admin/news-feeds');
    const router = createAppRouter();
    dispose = () => router.dispose();
    expect(lastMatch(router)).toBe('admin-news-feeds');
    // The member's pages are not built yet: only the bare path's redirect.
    expect(find(router.routes, 'member')?.children).toHaveLength(1);

    await router.navigate('/member/questions');
    expect(lastMatch(router)).toBe('member-questions');
    const added = find(router.routes, 'member')?.children?.length ?? 0;
    expect(added).toBeGreaterThan(1);

    // Added once: going back and forth builds nothing more.
    await router.navigate('/admin/dashboard');
    await router.navigate('/member/surveys');
    expect(lastMatch(router)).toBe('member-my-surveys');
    expect(find(router.routes, 'member')?.children).toHaveLength(added);
  });

  it('still answers an unknown path with the not-found page', async () => {
    window.history.replaceState(null, '', '/admin/no-such-page');
    const router = createAppRouter();
    dispose = () => router.dispose();
    // A path only the splat matches makes the router ask for more routes first.
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    await router.navigate('/institute/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });
});
