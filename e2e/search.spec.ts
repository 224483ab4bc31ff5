import { expect, test } from '@playwright/test';
import { omText, signIn } from './fixtures';

test('a member on a phone searches in Amharic, spelt another way, and opens the result', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member', '/member/news-feeds');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-am').click();

  // The bar has no room for a box on a phone: its button opens the search page.
  await page.getByTestId('header-search-button').click();
  await expect(page).toHaveURL(/\/member\/search$/);
  const box = page.getByTestId('search-input');
  await expect(box).toBeFocused();
  // The news says "አጸደቀ" (with ጸ); typed with its twin ፀ, it is still found.
  await box.fill('በጀት አፀደቀ');
  await box.press('Enter');

  const hit = page.getByTestId('search-hit').first();
  await expect(hit).toContainText('ዜና');
  await expect(hit.getByRole('link')).toContainText('አጸደቀ');
  await expect(page.getByTestId('search-types')).toContainText('ሁሉም');
  const title = (await hit.getByRole('link').textContent())?.trim() ?? '';
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/member\/news-feeds\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the secretariat searches from the header with the keyboard and narrows by type', async ({
  page,
}) => {
  await signIn(page, 'admin', '/admin/dashboard');
  const box = page.getByRole('searchbox', { name: 'Waan hunda barbaadaa' });
  await box.focus();
  await page.keyboard.type('Adaamaa');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/search\?q=Adaamaa$/);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();

  // A chip per kind of record found; choosing one narrows the list to it.
  const chips = page.getByTestId('search-types').getByRole('button');
  expect(await chips.count()).toBeGreaterThan(1);
  const second = chips.nth(1);
  const label = (await second.textContent()) ?? '';
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/type=/);
  await expect(page.getByTestId('search-hit')).toHaveCount(Math.min(count, 8));

  // A council member is found by her name, and opens on the members' list.
  await page.getByTestId('search-input').fill('Obsaa Fayyisaa');
  await page.getByTestId('search-input').press('Enter');
  await chips.filter({ hasText: omText('records', 'records.types.caffee-users') }).click();
  await expect(page).toHaveURL(/type=caffee-users/);
  await page.getByTestId('search-hit').getByText('Obsaa Fayyisaa').first().click();
  await expect(page).toHaveURL(/\/admin\/caffee-users\/\d+$/);
  await expect(page.getByTestId('page-title').first()).toHaveText('Obsaa Fayyisaa');

  // Nothing found says what was searched.
  await page.goto('/admin/search?q=Adaamaa');
  await page.getByTestId('search-input').fill('qwxzqwxz');
  await page.getByTestId('search-input').press('Enter');
  await expect(page.getByTestId('search-empty')).toContainText('qwxzqwxz');
});
