import { expect, test, type Page } from '@playwright/test';
import { apiSession, demoAccount, omText as om, signIn, workerReady } from './fixtures';

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

test('a survey answered offline waits, survives a reload, and is sent when back online', async ({
  page,
  context,
}) => {
  // A survey of its own, published, for members.
  const admin = await apiSession(page.request, demoAccount('admin'));
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api/v1/${url}`, { headers: admin.headers, data });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { payload: { id: number } }).payload.id;
  };
  const surveyId = await post('surveys', {
    title: { om: `Sagalee karaa ${Date.now()}` },
    audience: 'members',
  });
  await post('questions', {
    text: { om: 'Karaan gandaa keessanii akkam?' },
    type: 'single_choice',
    surveyId,
    options: [{ text: { om: 'Gaarii' } }, { text: { om: 'Gadhee' } }],
  });
  await post('questions', { text: { om: 'Maaltu haa fooyya’u?' }, type: 'open_ended', surveyId });
  await post(`surveys/${surveyId}/publish`, {});

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member', `/member/surveys/${surveyId}`);
  await workerReady(page);
  const form = page.getByTestId('survey-form');
  await expect(form.locator('[id^="survey-q-"]')).toHaveCount(2);
  await expect.poll(() => keptEntries(page)).toBeGreaterThan(0);

  await context.setOffline(true);
  const written = 'Karaan roobaan hin cufamne haa ijaaramu.';
  await form.getByRole('radio').nth(1).check();
  await form.getByRole('textbox').fill(written);
  await page.getByTestId('survey-submit').click();
  const waiting = page.getByTestId('survey-waiting');
  await expect(waiting).toHaveText(om('surveys', 'surveys.waiting'));
  await expect(page.getByTestId('survey-submit')).toBeDisabled();

  // Reloaded offline: the survey shows from what was kept, its answers still waiting.
  await page.reload();
  await expect(page.getByTestId('offline-strip')).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(form.getByRole('radio').nth(1)).toBeChecked();
  await expect(form.getByRole('textbox')).toHaveValue(written);
  await page.screenshot({ path: test.info().outputPath('survey-waiting-om.png') });

  // Back online: it is sent and said, and the offline message goes.
  await context.setOffline(false);
  await expect(page.getByText(om('surveys', 'surveys.sent'))).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('offline-strip')).toHaveCount(0);
  await expect(page.getByTestId('survey-submit')).toHaveText(om('surveys', 'surveys.update'));
  await expect(form.getByRole('textbox')).toHaveValue(written);
});
