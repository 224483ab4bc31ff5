import type { ImportResult } from '@caffee/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../api/client';
import { adminUser, ok, page, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp, type MockReply } from '../../test/render-app';

const me = adminUser({
  permissions: ['news-feeds:list', 'news-feeds:read', 'news-feeds:create'],
});

const targets: ImportResult['targets'] = [
  { target: 'title[om]', field: 'title', locale: 'om', label: 'Mata duree [om]', required: true },
  { target: 'title[en]', field: 'title', locale: 'en', label: 'Title [en]', required: false },
  { target: 'status', field: 'status', locale: null, label: 'Haala', required: true },
];

/** A check's answer for a file headed `Mata duree, Heading, Haala`. */
const checked = (columns: (string | null)[], more: Partial<ImportResult> = {}): ImportResult => ({
  file: 'oduu.csv',
  dryRun: true,
  rows: 2,
  created: 2,
  updated: 0,
  unchanged: 0,
  columns: ['Mata duree', 'Heading', 'Haala'].map((header, i) => ({
    header,
    target: columns[i] ?? null,
  })),
  targets,
  preview: [
    ['Yaa’ii', 'Meeting', 'published'],
    ['Labsii', 'Law', 'draft'],
  ],
  problems: [],
  ...more,
});

/** What one import request sent. */
interface Sent {
  dryRun: FormDataEntryValue | null;
  calendar: FormDataEntryValue | null;
  columns: unknown;
  file: unknown;
  locale: unknown;
}

/**
 * Serves the list and answers each import request with `answer` (and a question of its
 * progress with `rows`, under the id the request gave); returns what was sent.
 */
function serve(
  answer: (sent: Sent) => MockReply | Promise<MockReply>,
  rows?: { done: number; total: number },
) {
  const session = signedIn(me);
  const sent: Sent[] = [];
  const ids: unknown[] = [];
  const calls = mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET news-feeds') return page([]);
    if (call.startsWith('GET news-feeds/import/progress/')) {
      const asked = call.split('/').at(-1);
      return rows && ids.includes(asked)
        ? ok(rows)
        : { status: 404, data: { message: 'Not found', code: 'not_found' } };
    }
    if (call === 'POST news-feeds/import') {
      const form = config.data as FormData;
      ids.push(form.get('progress'));
      const columns = form.get('columns');
      const one: Sent = {
        dryRun: form.get('dryRun'),
        calendar: form.get('calendar'),
        columns: typeof columns === 'string' ? JSON.parse(columns) : undefined,
        file: (form.get('file') as File | null)?.name,
        locale: (config.params as { locale?: string } | undefined)?.locale,
      };
      sent.push(one);
      return answer(one);
    }
    return session(config);
  });
  return { sent, calls };
}

async function openWithFile(file = new File(['a,b,c\n'], 'oduu.csv', { type: 'text/csv' })) {
  renderApp('/admin/news-feeds');
  fireEvent.click(await screen.findByTestId('import-open'));
  const input = await screen.findByTestId('import-file');
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the spreadsheet import of a list', () => {
  it('checks the file, lists its problems, and checks again with a changed match', async () => {
    const { sent } = serve(({ columns }) =>
      columns
        ? ok(checked(columns as (string | null)[]))
        : {
            status: 422,
            data: {
              ...checked(['title[om]', null, 'status'], { created: 0 }),
              message: 'Refused',
              code: 'validation_failed',
              problems: [
                {
                  row: 5,
                  column: 'Haala',
                  field: 'status',
                  code: 'invalid',
                  message: 'Gatii hin beekamne',
                },
                {
                  row: 1,
                  column: 'Heading',
                  field: null,
                  code: 'unknown_column',
                  message: 'Kolonii hin beekamne',
                },
              ],
            },
          },
    );
    await openWithFile();

    const problems = await screen.findByTestId('import-problems');
    expect(sent[0]).toEqual({
      dryRun: 'true',
      calendar: 'gregorian',
      columns: undefined,
      file: 'oduu.csv',
      locale: 'om',
    });
    // Sorted by row; a matched column is named as the screens name its target.
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mataduree · Heading: Kolonii hin beekamne',
      'Sarara 5 · Haala: Gatii hin beekamne',
    ]);
    expect(screen.getByTestId('import-preview').textContent).toContain('Labsii');
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);

    fireEvent.mouseDown(screen.getByTestId('import-column-1'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Title [en]'));
    expect(await screen.findByTestId('import-counts')).toBeTruthy();
    expect(sent[1]).toMatchObject({
      dryRun: 'true',
      columns: ['title[om]', 'title[en]', 'status'],
    });
    expect(screen.queryByTestId('import-problems')).toBeNull();
  });

  it('imports after a clean check, with the same matches, and refreshes the list', async () => {
    const { sent, calls } = serve(({ dryRun }) =>
      ok(checked(['title[om]', 'title[en]', 'status'], { dryRun: dryRun === 'true' })),
    );
    await openWithFile();

    const counts = await screen.findByTestId('import-counts');
    expect(counts.textContent).toBe('Kan uumamu 2, kan haaromfamu 0, kan hin jijjiiramne 0.');
    const listCalls = () =>
      calls.filter((c) => c.method === 'GET' && c.url.endsWith('/news-feeds'));
    const before = listCalls().length;
    fireEvent.click(screen.getByTestId('import-submit'));

    expect(await screen.findByText('Galfameera: 2 uumame, 0 haaromfame')).toBeTruthy();
    expect(sent[1]).toMatchObject({ dryRun: 'false', columns: undefined, file: 'oduu.csv' });
    await waitFor(() => expect(screen.queryByTestId('import-dialog')).toBeNull());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('shows a bar while the check runs, then a refusal that is not about the file', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    serve(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    await openWithFile();

    expect((await screen.findByTestId('import-progress')).textContent).toBe(
      'Faayilli ilaalamaa jira…',
    );
    answer({ status: 403, data: { message: 'Forbidden', code: 'forbidden' } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);
  });

  it('says how many rows the server has checked while it works', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    serve(() => new Promise<MockReply>((resolve) => (answer = resolve)), {
      done: 7000,
      total: 20000,
    });
    await openWithFile();

    const bar = await screen.findByTestId('import-progress');
    await waitFor(
      () => expect(bar.textContent).toBe('Tarreewwan 20,000 keessaa 7,000 ilaalameera…'),
      { timeout: 3000 },
    );
    expect(within(bar).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    // Answered: the questions stop, and the bar goes.
    answer(ok(checked(['title[om]', 'title[en]', 'status'])));
    await waitFor(() => expect(screen.queryByTestId('import-progress')).toBeNull());
  });

  it('refuses a file over the limit without sending it', async () => {
    const { sent } = serve(() => ok(checked([])));
    const big = new File(['x'], 'oduu.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await openWithFile(big);

    expect((await screen.findByRole('alert')).textContent).toContain('MB 10');
    expect(sent).toEqual([]);
  });
});
