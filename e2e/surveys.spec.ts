import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiSession, demoAccount, omText as om, signIn, signOut } from './fixtures';

/** A `datetime-local` value some hours from now, in the browser's (UTC) clock. */
const localInput = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);

/** Chooses a value of one of the form's selects (MUI's listbox), by its value. */
async function choose(page: Page, testId: string, value: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('listbox').locator(`[role="option"][data-value="${value}"]`).click();
}

interface NewQuestion {
  type: 'single_choice' | 'multiple_choice' | 'open_ended';
  text: { om: string; en: string; am: string };
  options?: string[];
}

/** Adds a question through the survey page's dialog and waits for it in the list. */
async function addQuestion(page: Page, q: NewQuestion) {
  await page.getByTestId('survey-question-add').click();
  const dialog = page.getByTestId('survey-question-dialog');
  await expect(dialog).toBeVisible();
  for (const lang of ['om', 'en', 'am'] as const) {
    await dialog.getByTestId(`field-text-${lang}`).fill(q.text[lang]);
  }
  await choose(page, 'field-type', q.type);
  for (const [i, option] of (q.options ?? []).entries()) {
    await dialog.getByTestId('add-options').click();
    await dialog.getByTestId(`field-options-${i}-om`).fill(option);
  }
  await dialog.getByTestId('survey-question-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('survey-questions').getByText(q.text.om)).toBeVisible();
}

/** The survey page's question texts, in order. */
const questionTexts = (page: Page) =>
  page.getByTestId('survey-questions').getByTestId('survey-question-text').allTextContents();

const OPEN_TEXT =
  'Tajaajila bishaanii fi karaa ganda keessanii fooyyessuuf mana maree naannoo irraa maal ' +
  'eegdu? Yaada kee bal’inaan ibsi.';

test('the secretariat builds a survey, a member answers it on a phone, the results export', async ({
  page,
}) => {
  const title = `Sagalee tajaajilaa ${Date.now()}`;
  await signIn(page, 'admin', '/admin/surveys/new');
  await page.getByTestId('field-title-om').fill(title);
  await page.getByTestId('field-title-en').fill('Service survey');
  await page.getByTestId('field-title-am').fill('የአገልግሎት ዳሰሳ');
  await choose(page, 'field-audience', 'members');
  // Not open yet while it is built.
  await page.getByTestId('field-opensAt').fill(localInput(48));
  await page.getByTestId('field-closesAt').fill(localInput(24 * 14));
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/surveys\/\d+$/);
  const surveyId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('survey-questions')).toBeVisible();

  // A draft: members do not see it, and it cannot be published without questions.
  await expect(page.getByTestId('survey-state')).toHaveText(om('surveys', 'surveys.state.draft'));
  const member = await apiSession(page.request, demoAccount('member'));
  const asMember = (url: string) => page.request.get(`/api/v1/${url}`, { headers: member.headers });
  expect((await asMember(`surveys/${surveyId}`)).status()).toBe(404);
  await page.getByTestId('survey-publish').click();
  await expect(page.getByTestId('survey-publish-problem')).toHaveText(
    om('field-errors', 'fieldErrors.publishWithoutQuestions'),
  );
  await expect(page.getByTestId('survey-draft')).toBeVisible();

  await addQuestion(page, {
    type: 'single_choice',
    text: {
      om: 'Tajaajilli bishaanii akkam?',
      en: 'How is the water service?',
      am: 'የውሃ አገልግሎት እንዴት ነው?',
    },
    options: ['Gaarii', 'Giddugaleessa', 'Gadhee'],
  });
  await addQuestion(page, {
    type: 'multiple_choice',
    text: { om: 'Maaltu fooyya’uu qaba?', en: 'What must improve?', am: 'ምን መሻሻል አለበት?' },
    options: ['Bishaan', 'Karaa', 'Ibsa'],
  });
  await addQuestion(page, {
    type: 'open_ended',
    text: { om: OPEN_TEXT, en: 'What do you expect from the council?', am: 'ከምክር ቤቱ ምን ይጠብቃሉ?' },
  });
  await addQuestion(page, {
    type: 'open_ended',
    text: { om: 'Gaaffii dogoggoraa', en: 'A mistaken question', am: 'የተሳሳተ ጥያቄ' },
  });
  await expectAccessible(page);

  // The mistaken question goes, after a confirmation.
  const list = page.getByTestId('survey-questions');
  const mistaken = list.locator('li').filter({ hasText: 'Gaaffii dogoggoraa' });
  await mistaken.getByRole('button', { name: /haqaa/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: /haqaa/i }).click();
  await expect(list.getByText('Gaaffii dogoggoraa')).toBeHidden();
  // The open question moves first, then back to last: the order is the server's each time.
  const open = list.locator('li').filter({ hasText: OPEN_TEXT });
  await open.getByRole('button', { name: /ol baasaa/ }).click();
  await expect
    .poll(() => questionTexts(page))
    .toEqual(['Tajaajilli bishaanii akkam?', OPEN_TEXT, 'Maaltu fooyya’uu qaba?']);
  await page.reload();
  await expect
    .poll(() => questionTexts(page))
    .toEqual(['Tajaajilli bishaanii akkam?', OPEN_TEXT, 'Maaltu fooyya’uu qaba?']);
  await list
    .locator('li')
    .filter({ hasText: OPEN_TEXT })
    .getByRole('button', { name: /gad buusaa/ })
    .click();
  await expect
    .poll(() => questionTexts(page))
    .toEqual(['Tajaajilli bishaanii akkam?', 'Maaltu fooyya’uu qaba?', OPEN_TEXT]);
  // An edit: the multiple-choice question gets a fourth option.
  const multi = list.locator('li').filter({ hasText: 'Maaltu fooyya’uu qaba?' });
  await multi.getByRole('button', { name: /gulaalaa/ }).click();
  const dialog = page.getByTestId('survey-question-dialog');
  await expect(dialog.getByTestId('field-options-2-om')).toHaveValue('Ibsa');
  await dialog.getByTestId('add-options').click();
  await dialog.getByTestId('field-options-3-om').fill('Mana barumsaa');
  await dialog.getByTestId('survey-question-save').click();
  await expect(multi.getByText('Mana barumsaa')).toBeVisible();

  // It opens now instead of in two days, and is published: still nobody is told until then.
  await page.getByTestId('record-edit').click();
  await page.getByTestId('field-opensAt').fill(localInput(-1));
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(new RegExp(`/admin/surveys/${surveyId}$`));
  expect((await asMember(`surveys/${surveyId}`)).status()).toBe(404);
  await page.getByTestId('survey-publish').click();
  await expect(page.getByTestId('survey-draft')).toBeHidden();
  await expect(page.getByTestId('survey-responses').getByTestId('survey-state')).toContainText(
    'banaadha',
  );
  // The member is told once: not again when it is published again (a second click).
  const toldOf = async () => {
    const res = await asMember('notifications?pagination[pageSize]=100');
    const { payload } = (await res.json()) as { payload: { kind: string; recordId: number }[] };
    return payload.filter((n) => n.kind === 'survey-opened' && n.recordId === surveyId).length;
  };
  await expect.poll(toldOf).toBe(1);
  const admin = await apiSession(page.request, demoAccount('admin'));
  const again = await page.request.post(`/api/v1/surveys/${surveyId}/publish`, {
    headers: admin.headers,
  });
  expect(again.status()).toBe(200);
  await signOut(page);

  // A member answers the whole survey on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member', '/member/notifications');
  await expect(
    page.getByTestId('notification-list').getByRole('listitem').filter({ hasText: title }),
  ).toHaveCount(1);
  expect(await toldOf()).toBe(1);
  await page.goto('/member/surveys');
  await page.getByTestId(`survey-${surveyId}`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/member/surveys/${surveyId}$`));
  const form = page.getByTestId('survey-form');
  await expect(form.locator('[id^="survey-q-"]')).toHaveCount(3);
  const [single, choices, written] = await form.locator('[id^="survey-q-"]').all();
  // The open question is read in full above its box, wrapped, not cut to one line.
  const openText = written!.locator('[data-testid^="question-text-"]');
  await expect(openText).toHaveText(`3. ${OPEN_TEXT}`);
  const box = await openText.boundingBox();
  expect(box!.height).toBeGreaterThan(40);
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(await openText.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectAccessible(page);
  await single!.getByRole('radio').first().check();
  await choices!.getByRole('checkbox').nth(0).check();
  await choices!.getByRole('checkbox').nth(3).check();
  await written!.getByRole('textbox').fill('Bishaan qulqulluu guyyaa guyyaan.');
  await page.getByTestId('survey-submit').click();
  await expect(page.getByTestId('survey-submit')).toHaveText(/haaromsaa/i);
  await signOut(page);

  // The secretariat reads the results: the rate against the audience, the charts, the text.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', `/admin/surveys/${surveyId}`);
  await expect(page.getByTestId('survey-response-rate')).toContainText(/ 1 deebisaniiru/);
  await expect(page.getByTestId('survey-questions-fixed')).toBeVisible();
  await expect(page.getByTestId('survey-question-add')).toBeHidden();
  await page.getByTestId('survey-results-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/surveys/${surveyId}/results$`));
  await expect(page.getByTestId('survey-response-rate')).toContainText(/ 1 deebisaniiru/);
  await expect(page.getByTestId('open-answers')).toContainText('Bishaan qulqulluu');
  await expect(page.locator('[data-testid^="results-chart-"] svg').first()).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('survey-results-export').click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Lakk.,Gaaffii,Deebii,Baay’ina,Dhibbeentaa,Kan deebise,Guyyaa');
  expect(lines[1]).toMatch(/^,Sadarkaa deebii,1 \/ \d+,1,\d+,,$/);
  expect(lines).toContain('1,Tajaajilli bishaanii akkam?,Gaarii,1,100,,');
  expect(csv).toContain('Bishaan qulqulluu guyyaa guyyaan.');
});
