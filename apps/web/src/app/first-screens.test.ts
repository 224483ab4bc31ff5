import { LOCALES, USER_TYPES, type Locale } from '@caffee/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../api/tokens';
import {
  firstScreenAt,
  inLocale,
  LOCALE_SLOT,
  preloadFirstScreen,
  type FirstScreenAt,
} from './first-screens';
import { itemHref, itemsForType } from './navigation';

/**
 * The addresses of the menu's pages that are first screens, as the router matches them, and
 * the data of each at its plain address.
 */
function screensOfTheMenu(): Record<string, FirstScreenAt> {
  const screens: Record<string, FirstScreenAt> = {};
  const plain = new URLSearchParams();
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
        if (!page.screen || path.includes(':') || href in screens) continue;
        const data = page.firstData?.(plain, LOCALE_SLOT as Locale) ?? [];
        // The slot stands for each language exactly.
        for (const locale of LOCALES) {
          expect(data.map((url) => inLocale(url, locale))).toEqual(
            page.firstData?.(plain, locale) ?? [],
          );
        }
        screens[href] = { screen: page.screen, data };
      }
    }
  }
  return screens;
}

describe("the first screens' addresses", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
    clearTokens();
  });

  // The page's entry cannot load the menu; it reads this file. When the menu changes, run
  // `npx vitest run -u` to write it again (CI fails rather than writing).
  it('are those of the menu', async () => {
    const screens = screensOfTheMenu();
    expect(screens['/admin/dashboard']?.screen).toBe('dashboard');
    expect(screens['/admin/news-feeds']).toMatchObject({
      screen: 'record-list',
      data: [expect.stringMatching(/^\/api\/v1\/news-feeds\?pagination%5Bpage%5D=1&/)],
    });
    await expect(`${JSON.stringify(screens, null, 2)}\n`).toMatchFileSnapshot(
      './first-screens.json',
    );
  });

  it('name the screen of an address, with or without its last slash', () => {
    expect(firstScreenAt('/admin/dashboard/')?.screen).toBe('dashboard');
    expect(firstScreenAt('/admin/news-feeds')?.screen).toBe('record-list');
    expect(firstScreenAt('/admin/news-feeds/7')).toBeUndefined();
    expect(firstScreenAt('/admin/account')).toBeUndefined();
  });

  it("ask for the scripts index.html lists for the address's screen, and only those", () => {
    document.head.innerHTML = `
      <meta name="caffee:screen-files" data-screen="dashboard" content="/assets/d.js">
      <meta name="caffee:screen-files" data-screen="record-list" content="/assets/l.js /assets/l.css">`;
    preloadFirstScreen({ pathname: '/admin/news-feeds', search: '' }, 'om');
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.crossOrigin,
    ]);
    // Its style sheets are left to the page's import, which applies them.
    expect(links).toEqual([['modulepreload', '/assets/l.js', '']]);
    preloadFirstScreen({ pathname: '/admin/account', search: '' }, 'om');
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it("ask for a plain address's data in the reader's language, and leave a search to the app", () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    preloadFirstScreen({ pathname: '/admin/news-feeds', search: '?page=3' }, 'am');
    expect(fetchMock).not.toHaveBeenCalled();
    preloadFirstScreen({ pathname: '/admin/news-feeds', search: '' }, 'am');
    const asked = fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));
    expect(asked).toEqual([
      expect.stringMatching(/^\/api\/v1\/news-feeds\?pagination\[page]=1&.*&locale=am$/),
    ]);
  });

  it("ask for the dashboard's counts and the period its reader chose", () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    localStorage.setItem('caffee.dashboard.timeline', 'weekly');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    preloadFirstScreen({ pathname: '/admin/dashboard', search: '' }, 'en');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/dashboard/count-data',
      '/api/v1/dashboard/activity-timeline?type=weekly',
    ]);
  });
});
