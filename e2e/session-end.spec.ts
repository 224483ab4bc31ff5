import { expect, test, type Page } from '@playwright/test';
import { apiSession, createMember, demoAccount, login, omText as om } from './fixtures';

/**
 * The offline store at the end of a session (issue #38, item 7): a session that ends by any
 * way but the sign-out button (here: signed out everywhere from another browser) leaves
 * nothing of its person on the phone, and the next person to sign in there sees none of it.
 */

/** The keys of the app's offline store (offline/offline-store.ts): `{user id}|{what}`. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('caffee-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve([]);
          const keys = db.transaction('kept').objectStore('kept').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** Every text the offline store holds, values included. */
function keptText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('caffee-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve('');
          const all = db.transaction('kept').objectStore('kept').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Puts an entry in the offline store as a session the app could not empty would leave it. */
function leaveEntry(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('caffee-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('kept');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kept', 'readwrite');
          tx.objectStore('kept').put({ savedAt: Date.now(), value }, key);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key, value },
  );
}

/** The signed-in user's id on a page: the subject of the token the app keeps. */
const userIdOn = (page: Page) =>
  page.evaluate(() => {
    const payload = localStorage.getItem('token')?.split('.')[1] ?? '';
    return String(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub);
  });

test('a session ended elsewhere leaves nothing of its person for the next one', async ({
  page,
  context,
  browser,
  request,
}) => {
  const nameA = 'Abdii Gammachuu Duraa';
  const nameB = 'Bontuu Lammii Boodaa';
  const a = await createMember(request, 'session-end-a@caffee.example', nameA);
  const b = await createMember(request, 'session-end-b@caffee.example', nameB);
  await page.setViewportSize({ width: 390, height: 844 });

  // A uses the app: their screens are kept for offline use, under their id.
  await page.goto('/auth/login');
  await login(page, a.email, a.password);
  await expect(page).toHaveURL(/\/member\/questions$/);
  const question = page.getByTestId('question-7');
  await expect(question).toBeVisible();
  const idA = await userIdOn(page);
  await page.goto('/member/account');
  await expect(page.getByText(a.email).first()).toBeVisible();
  await expect.poll(async () => (await keptText(page)).includes(a.email)).toBe(true);
  await page.goto('/member/questions');
  await expect(question).toBeVisible();

  // Offline, A answers: the write waits in the store for the connection.
  await context.setOffline(true);
  const answer = 'Deebii A kan toora malee hafe: Abdiin qofaa barreesse.';
  await question.getByTestId('answer-input-7').fill(answer);
  await question.getByTestId('answer-save-7').click();
  await expect(question.getByTestId('answer-waiting-7')).toHaveText(
    om('questions', 'questions.waiting'),
  );
  await expect.poll(async () => (await keptText(page)).includes(answer)).toBe(true);
  expect((await keptKeys(page)).every((key) => key.startsWith(`${idA}|`))).toBe(true);

  // From a second browser, A signs out everywhere.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/auth/login');
  await login(other, a.email, a.password);
  await expect(other).toHaveURL(/\/member\/questions$/);
  await other.goto('/member/account');
  await other.getByTestId('sessions-password').fill(a.password);
  await other.getByTestId('sessions-end').click();
  await expect(other).toHaveURL(/\/auth\/login/);
  await elsewhere.close();

  // Back online, the phone's next request finds the session ended: it ends here too, and the
  // waiting answer is dropped, not sent.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expect.poll(() => keptKeys(page)).toEqual([]);

  // A session the app could not empty (the tab closed as it ended) left something of A's:
  // signing in checks whose the store is and removes it.
  await leaveEntry(page, `${idA}|current-user`, { id: Number(idA), name: nameA, email: a.email });

  // B signs in on the same phone.
  await login(page, b.email, b.password);
  await expect(page).toHaveURL(/\/member\/questions$/);
  await expect(question).toBeVisible();
  const idB = await userIdOn(page);
  expect(idB).not.toBe(idA);
  await expect(question.getByTestId('answer-input-7')).toHaveValue('');
  await expect(page.getByText(nameA)).toHaveCount(0);
  await page.goto('/member/account');
  await expect(page.getByText(b.email).first()).toBeVisible();
  await expect(page.getByText(a.email)).toHaveCount(0);
  await expect(page.getByText(nameA)).toHaveCount(0);
  await expect.poll(() => keptKeys(page)).not.toEqual([]);
  await expect
    .poll(async () => (await keptKeys(page)).filter((key) => !key.startsWith(`${idB}|`)))
    .toEqual([]);
  const kept = await keptText(page);
  expect(kept).not.toContain(a.email);
  expect(kept).not.toContain(nameA);
  expect(kept).not.toContain(answer);

  // A's answer reached nobody: neither as A (their session had ended) nor as B.
  const admin = await apiSession(request, demoAccount('admin'));
  const answers = await request.get('/api/v1/questions/7/answers', {
    headers: admin.headers,
    params: { 'pagination[pageSize]': '100' },
  });
  expect(answers.ok()).toBe(true);
  expect(JSON.stringify(await answers.json())).not.toContain(answer);
});
