import type { Locale } from '@caffee/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../api/client';
import { adminUser, ok, route, signedIn } from '../../test/api-fixtures';
import { mockApi, renderApp } from '../../test/render-app';

// The contract's date orderings (`dateOrder` beside each record type's schemas) checked by
// the generic record form: the message shows on the later field, naming the other field
// by its label, in the reader's language.

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

const survey = {
  id: 5,
  title: 'Bishaan',
  description: null,
  categoryId: null,
  audience: 'members',
  opensAt: '2026-05-01T06:00:00.000Z',
  closesAt: '2026-05-08T06:00:00.000Z',
  createdAt: '2026-04-01T06:00:00.000Z',
  updatedAt: '2026-04-01T06:00:00.000Z',
  createdBy: 1,
  translations: { title: { om: 'Bishaan', en: 'Water', am: null }, description: null },
};

function serve(locale: Locale = 'om') {
  const session = signedIn(
    adminUser({
      locale,
      permissions: [
        'enacted-laws:list',
        'enacted-laws:create',
        'surveys:list',
        'surveys:read',
        'surveys:update',
      ],
    }),
  );
  return mockApi((config: ApiRequest) => {
    const call = route(config);
    if (call === 'GET surveys/5') return ok(survey);
    // As if another editor had moved the opening meanwhile: the server checks the stored side.
    if (call === 'PATCH surveys/5' || call === 'PUT surveys/5') {
      return {
        status: 422,
        data: {
          message: 'Validation failed',
          errors: [{ closesAt: 'Must be after opensAt' }],
          details: [{ field: 'closesAt', code: 'dateAfter', params: { field: 'opensAt' } }],
        },
      };
    }
    return session(config) ?? (call.startsWith('GET ') ? ok([]) : undefined);
  });
}

/** The helper text under a field's input (its error, when it has one). */
const helperOf = (testId: string) =>
  screen
    .getByTestId(testId)
    .closest('.MuiFormControl-root')
    ?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('date orderings in the record form', () => {
  it('shows a law in force before its enactment on effectiveAt, in each language', async () => {
    const calls = serve('om');
    renderApp('/admin/enacted-laws/new');
    await screen.findByTestId('field-enactedAt');
    fill('field-title-om', 'Labsii 12/2020');
    fill('field-proclamationNumber', '12/2020');
    fill('field-enactedAt', '2020-03-10');
    fill('field-effectiveAt', '2020-03-09');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(helperOf('field-effectiveAt')).toBe("Kun “Guyyaa ragga'e” dura ta'uu hin qabu."),
    );
    expect(helperOf('field-enactedAt')).toBe('');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The error is kept as a key with the other field's name: it follows the language.
    for (const [locale, text] of [
      ['en', 'This must be on or after “Enacted on”.'],
      ['am', 'ይህ ከ“የጸደቀበት ቀን” በፊት መሆን የለበትም።'],
    ] as const) {
      fireEvent.click(screen.getByTestId('language-switcher'));
      fireEvent.click(await screen.findByTestId(`language-${locale}`));
      await waitFor(() => expect(helperOf('field-effectiveAt')).toBe(text));
    }
    // The date inputs take only the product's dates.
    expect(screen.getByTestId('field-enactedAt').getAttribute('min')).toBe('1900-01-01');
    expect(screen.getByTestId('field-enactedAt').getAttribute('max')).toBe('2099-12-31');
  }, 20_000);

  it('shows the server refusing an update on the field it names', async () => {
    serve('om');
    renderApp('/admin/surveys/5/edit');
    await screen.findByTestId('field-closesAt');
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() =>
      expect(helperOf('field-closesAt')).toBe("Kun “Kan banamu” booda ta'uu qaba."),
    );
  }, 20_000);
});
