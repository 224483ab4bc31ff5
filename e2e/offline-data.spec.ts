import { expect, test, type Page } from '@playwright/test';
import { omText as om, signIn, workerReady } from './fixtures';

// Reloading offline needs the app's service worker (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

/** How many entries the app keeps in the browser for offline use (offline/offline-store.ts). */
function keptEntries(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('caffee-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve(0);
          const count = db.transaction('kept').objectStore('kept').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

test('an answer made offline waits, survives a reload, and is sent when back online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member');
  await workerReady(page);
  const question = page.getByTestId('question-7');
  await expect(question).toBeVisible();
  // What the screen loaded is kept for offline use.
  await expect.poll(() => keptEntries(page)).toBeGreaterThan(0);

  await context.setOffline(true);
  const answer = 'Karaan baadiyyaa gara magaalaatti geessu haa haaromfamu.';
  await question.getByTestId('answer-input-7').fill(answer);
  await question.getByTestId('answer-save-7').click();
  const waiting = question.getByTestId('answer-waiting-7');
  await expect(waiting).toHaveText(om('questions', 'questions.waiting'));
  await expect(question.getByTestId('answer-save-7')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('waiting-om.png') });

  // A reload while offline: the app opens from its worker as the same person, with what was
  // loaded, says it is showing kept data, and the answer is still waiting.
  await page.reload();
  await expect(page.getByTestId('offline-strip')).toBeVisible();
  await expect(page.getByTestId('offline-strip')).toContainText(
    om('common', 'offline.showingKept').split(':')[0]!,
  );
  await expect(waiting).toBeVisible();
  await expect(question.getByTestId('answer-input-7')).toHaveValue(answer);
  await page.screenshot({ path: test.info().outputPath('reloaded-offline-om.png') });

  // Back online: it is sent and said; the strip goes once the screen is loaded afresh.
  await context.setOffline(false);
  await expect(page.getByText(om('questions', 'questions.saved'))).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('offline-strip')).toHaveCount(0);
  await expect(question.getByTestId('answer-input-7')).toHaveValue(answer);

  // The server has it: a fresh load shows it as saved.
  await page.reload();
  await expect(page.getByTestId('answer-input-7')).toHaveValue(answer);
  await expect(page.getByTestId('question-7').getByTestId('answered-chip')).toBeVisible();

  // Logging out leaves nothing of the session in the browser.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await keptEntries(page)).toBe(0);
});
