import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES, FIELD_ERRORS } from '@caffee/contract';
import en from './locales/en/field-errors.json';
import om from './locales/om/field-errors.json';
import am from './locales/am/field-errors.json';

const locales: Record<string, Record<string, string>> = {
  en: en.fieldErrors,
  om: om.fieldErrors,
  am: am.fieldErrors,
};

/** The `{{name}}` values of a text, sorted. */
const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('field error translations', () => {
  it('cover exactly the codes of the contract, in its order', () => {
    for (const [name, texts] of Object.entries(locales)) {
      expect(Object.keys(texts), name).toEqual(FIELD_ERROR_CODES);
    }
  });

  it('give every code a text in every language', () => {
    for (const [name, texts] of Object.entries(locales)) {
      for (const code of FIELD_ERROR_CODES) {
        expect(typeof texts[code], `${name}:${code}`).toBe('string');
        expect(texts[code]!.trim(), `${name}:${code}`).not.toBe('');
      }
    }
  });

  it('keep the values of the English catalogue text', () => {
    for (const [name, texts] of Object.entries(locales)) {
      for (const code of FIELD_ERROR_CODES) {
        expect(vars(texts[code] ?? ''), `${name}:${code}`).toEqual(vars(FIELD_ERRORS[code]));
      }
    }
  });
});
