import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { demoAccount, signIn } from './fixtures';

/** Council members made through the API by the demo administrator, with their ids. */
async function createMembers(request: APIRequestContext, names: string[]) {
  const admin = demoAccount('admin');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  const token = ((await login.json()) as { payload: { accessToken: string } }).payload.accessToken;
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const created = await request.post('/api/v1/users', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name,
        email: `forms-${Date.now()}-${i}@caffee.example`,
        type: 'member',
        password: 'Journey-password-2019',
      },
    });
    expect(created.ok()).toBe(true);
    ids.push(((await created.json()) as { payload: { id: number } }).payload.id);
  }
  return ids;
}

/** Types into a searchable picker and chooses the option that appears. */
async function search(page: Page, testId: string, text: string, option: string) {
  await page.getByTestId(testId).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin writes a single-choice question with three options', async ({ page }) => {
  const text = `Tajaajila bishaanii akkamitti madaaltu? ${Date.now()}`;
  await signIn(page, 'admin', '/admin/questions/new');
  await page.getByTestId('field-text-om').fill(text);
  await page.getByTestId('field-text-en').fill('How do you rate the water service?');
  // An open-ended question has no options; a choice question asks for them.
  await page.getByTestId('field-type').click();
  await page.getByRole('option', { name: 'Gaaffii banaa' }).click();
  await expect(page.getByTestId('options-options')).toHaveCount(0);
  await page.getByTestId('field-type').click();
  await page.getByRole('option', { name: 'Filannoo tokko' }).click();
  await page.getByTestId('field-audience').click();
  await page.getByRole('option', { name: 'Miseensota', exact: true }).click();

  await page.getByTestId('add-options').click();
  await page.getByTestId('field-options-0-om').fill('Hamaa');
  await page.getByTestId('record-save').click();
  await expect(page.getByTestId('error-options')).toBeVisible();

  const options = [
    ['Gaarii', 'Good', 'ጥሩ'],
    ['Giddu-galeessa', 'Average', 'መካከለኛ'],
  ];
  for (const [i, [om, en, am]] of options.entries()) {
    await page.getByTestId('add-options').click();
    await page.getByTestId(`field-options-${i + 1}-om`).fill(om!);
    await page.getByTestId(`field-options-${i + 1}-en`).fill(en!);
    await page.getByTestId(`field-options-${i + 1}-am`).fill(am!);
  }
  // "Hamaa" (bad) goes last: down twice.
  await page.getByTestId('down-options-0').click();
  await page.getByTestId('down-options-1').click();
  await expect(page.getByTestId('field-options-2-om')).toHaveValue('Hamaa');
  await expect(page.getByTestId('error-options')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByTestId('record-save').click();

  await expect(page).toHaveURL(/\/admin\/questions\/\d+$/);
  const listed = page.getByTestId('detail-options').locator('li');
  await expect(listed).toHaveText(['Gaarii', 'Giddu-galeessa', 'Hamaa']);
  await page.goto('/admin/questions');
  await page.getByTestId('display-table').click();
  await page.getByText(text).click();
  await expect(page.getByTestId('detail-options').locator('li')).toHaveText([
    'Gaarii',
    'Giddu-galeessa',
    'Hamaa',
  ]);
  // The edit form reads each option back in its three languages.
  await page.getByTestId('record-edit').click();
  await expect(page.getByTestId('field-options-0-am')).toHaveValue('ጥሩ');
  await expect(page.getByTestId('field-options-1-en')).toHaveValue('Average');
});

test('the admin adds an institute, finding its kebele with the picker', async ({ page }) => {
  const name = `Waajjira Bishaanii Amboo ${Date.now()}`;
  await signIn(page, 'admin', '/admin/institutes/new');
  await page.getByTestId('field-name-om').fill(name);
  await expect(page.getByTestId('place-zone')).toBeDisabled();
  // Enter in the open list with nothing highlighted stays in the list: no half-filled save.
  await page.getByTestId('place-region').fill('Oro');
  await expect(page.getByRole('option', { name: 'Oromiyaa' })).toBeVisible();
  await page.getByTestId('place-region').press('Enter');
  await expect(page).toHaveURL(/\/admin\/institutes\/new$/);
  await expect(page.getByTestId('place-region')).toHaveValue('Oro');
  await search(page, 'place-region', 'Oromi', 'Oromiyaa');
  await search(page, 'place-zone', 'Shawaa L', 'Shawaa Lixaa');
  await search(page, 'place-woreda', 'Amboo', 'Amboo');
  await search(page, 'place-kebele', '01', 'Ganda 01');
  await expectAccessible(page);
  await page.getByTestId('record-save').click();

  await expect(page).toHaveURL(/\/admin\/institutes\/\d+$/);
  await expect(page.getByTestId('detail-kebeleId')).toHaveText(
    'Ganda 01 (Amboo › Shawaa Lixaa › Oromiyaa)',
  );
  // Editing opens the picker on the saved place.
  await page.getByTestId('record-edit').click();
  await expect(page.getByTestId('place-kebele')).toHaveValue('Ganda 01');
  await expect(page.getByTestId('place-woreda')).toHaveValue('Amboo');
});

test('the admin puts two members in a group and makes one the chair', async ({ page, request }) => {
  const stamp = Date.now();
  const [first, second] = [`Gammachiis Tolaa ${stamp}`, `Darartuu Fayyisaa ${stamp}`];
  const [firstId, secondId] = await createMembers(request, [first, second]);
  await signIn(page, 'admin', '/admin/caffee-groups/new');
  await page.getByTestId('field-name-om').fill(`Koree Bishaanii ${stamp}`);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/admin\/caffee-groups\/\d+$/);
  const group = page.url();

  await page.getByTestId('group-members-edit').click();
  await search(page, 'group-members-input', first, first);
  await search(page, 'group-members-input', second, second);
  await expectAccessible(page);
  await page.getByTestId('group-members-save').click();
  await expect(page.getByTestId(`group-member-${firstId}`)).toContainText(first);
  await expect(page.getByTestId(`group-member-${secondId}`)).toContainText(second);
  await expect(page.getByTestId('detail-memberCount')).toHaveText('2');

  await page.getByTestId('record-edit').click();
  await search(page, 'field-chairId', second, second);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(group);
  await expect(page.getByTestId('detail-chairId')).toHaveText(second);
  await expect(
    page.getByTestId(`group-member-${secondId}`).getByTestId('group-chair'),
  ).toBeVisible();
  await expect(page.getByTestId(`group-member-${firstId}`).getByTestId('group-chair')).toHaveCount(
    0,
  );
});

test('a proclamation number another law has is marked on its field', async ({ page }) => {
  const number = `${Date.now() % 100000}/2026`;
  await signIn(page, 'admin');
  for (const attempt of ['first', 'second']) {
    await page.goto('/admin/enacted-laws/new');
    await expect(page.getByTestId('record-form')).toBeVisible();
    await page.getByTestId('field-title-om').fill(`Labsii ${attempt} ${number}`);
    await page.getByTestId('field-proclamationNumber').fill(number);
    await page.getByTestId('field-enactedAt').fill('2026-03-10');
    await page.getByTestId('record-save').click();
    if (attempt === 'first') await expect(page).toHaveURL(/\/admin\/enacted-laws\/\d+$/);
  }
  // The second is refused on the number itself, in the reader's language; nothing is lost.
  await expect(page).toHaveURL(/\/admin\/enacted-laws\/new$/);
  await expect(page.getByTestId('field-proclamationNumber')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Under the field, and named with it in the summary at the form's top.
  await expect(page.getByText('Galmeen biraa gatii kana qaba.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('form-error-summary')).toContainText(
    'Galmeen biraa gatii kana qaba.',
  );
  await expect(page.getByTestId('field-title-om')).toHaveValue(`Labsii second ${number}`);
});

test('a file the server would refuse is refused when picked, before any upload', async ({
  page,
}) => {
  await signIn(page, 'admin', '/admin/publications/new');
  await expect(page.getByTestId('record-form')).toBeVisible();
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/v1/publications')) uploads.push(r.url());
  });
  await page.getByTestId('file-input').setInputFiles([
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    { name: 'gabaasa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') },
  ]);
  await expect(page.getByTestId('file-refused')).toHaveText(
    'setup.exe: faayilli gosa kanaa hin fudhatamu. Kan fudhatamu: PNG, JPEG, WebP, GIF, PDF, Word, Excel, PowerPoint, ODT, ODS, TXT, CSV.',
  );
  await expect(page.getByText('gabaasa.pdf')).toBeVisible();
  await expect(page.getByText('setup.exe', { exact: true })).toHaveCount(0);
  expect(uploads).toEqual([]);
});
