import { USER_TYPES } from '@caffee/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenAt, preloadFirstScreen, type FirstScreen } from './first-screens';
import { itemHref, itemsForType } from './navigation';

/** The addresses of the menu's pages that are first screens, as the router matches them. */
function screensOfTheMenu(): Record<string, FirstScreen> {
  const screens: Record<string, FirstScreen> = {};
  for (const type of USER_TYPES) {
    for (const item of itemsForType(type)) {
      const pages = [
        { path: item.path, page: item.page },
        ...(item.subPages ?? []).map((sub) => ({
          path: `${item.path}/${sub.path}`,
          page: sub.page,
        })),
      ];
      for (const { path, page } of pages) {
        const href = itemHref(type, { path });
        // The router takes the first of two routes with the same address.
        if (page.screen && !path.includes(':') && !(href in screens)) screens[href] = page.screen;
      }
    }
  }
  return screens;
}

describe("the first screens' addresses", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  // The page's entry cannot load the menu; it reads this file. When the menu changes, run
  // `npx vitest run -u` to write it again (CI fails rather than writing).
  it('are those of the menu', async () => {
    const screens = screensOfTheMenu();
    expect(screens['/admin/dashboard']).toBe('dashboard');
    expect(screens['/admin/news-feeds']).toBe('record-list');
    await expect(`${JSON.stringify(screens, null, 2)}\n`).toMatchFileSnapshot(
      './first-screens.json',
    );
  });

  it('name the screen of an address, with or without its last slash', () => {
    expect(firstScreenAt('/admin/dashboard/')).toBe('dashboard');
    expect(firstScreenAt('/admin/news-feeds')).toBe('record-list');
    expect(firstScreenAt('/admin/news-feeds/7')).toBeUndefined();
    expect(firstScreenAt('/admin/account')).toBeUndefined();
  });

  it("ask for the scripts index.html lists for the address's screen, and only those", () => {
    document.head.innerHTML = `
      <meta name="caffee:screen-files" data-screen="dashboard" content="/assets/d.js">
      <meta name="caffee:screen-files" data-screen="record-list" content="/assets/l.js /assets/l.css">`;
    preloadFirstScreen('/admin/news-feeds');
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.crossOrigin,
    ]);
    // Its style sheets are left to the page's import, which applies them.
    expect(links).toEqual([['modulepreload', '/assets/l.js', '']]);
    preloadFirstScreen('/admin/account');
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
