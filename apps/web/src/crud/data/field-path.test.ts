import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorEntries } from '../../forms/form-error-summary';
import { camelJoin, fieldLabel } from './field-path';

const LABELS: Record<string, string> = {
  'records.fields.title': 'Mata duree',
  'records.fields.complainantName': 'Komataa',
  'users.fields.password': 'Jecha icciitii',
  'language.en': 'English',
};
const t = ((key: string) => LABELS[key] ?? key) as unknown as TFunction;
const exists = (key: string) => key in LABELS;

describe('a form field named in the reader’s language', () => {
  it('by its label, its flat name, its type’s own label, or its language', () => {
    expect(camelJoin('complainant.name')).toBe('complainantName');
    expect(fieldLabel(t, exists, 'complains', 'complainant.name')).toBe('Komataa');
    expect(fieldLabel(t, exists, 'news-feeds', 'title.en')).toBe('Mata duree (English)');
    expect(fieldLabel(t, exists, 'users', 'password')).toBe('Jecha icciitii');
    expect(fieldLabel(t, exists, 'users', 'nothing.known')).toBe('nothing.known');
  });
});

describe('the errors a summary lists', () => {
  it('are every message of the form, nested ones by their path, in order', () => {
    const errors = {
      subject: { type: 'required', message: 'validation.required' },
      title: { om: { type: 'custom', message: 'fieldErrors.oneLanguage' } },
      complainant: { name: { type: 'server', message: 'Required' } },
      options: [undefined, { text: { om: { type: 'x', message: 'validation.tooLong' } } }],
    };
    expect(errorEntries(errors as never)).toEqual([
      ['subject', 'validation.required'],
      ['title.om', 'fieldErrors.oneLanguage'],
      ['complainant.name', 'Required'],
      ['options.1.text.om', 'validation.tooLong'],
    ]);
  });
});
