import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from './index';
import { loadCatalog } from './catalog';
import { createTexts } from './translate';

describe('createTexts', () => {
  const { t, has } = createTexts({
    auth: { login: { title: 'Log in' } },
    validation: { tooLong: 'Use at most {{max}} characters.', spaced: '{{ a }}+{{b}}' },
  });

  it('finds nested keys and fills in values', () => {
    expect(t('auth.login.title')).toBe('Log in');
    expect(t('validation.tooLong', { max: 254 })).toBe('Use at most 254 characters.');
    expect(t('validation.spaced', { a: 1 })).toBe('1+');
  });

  it('shows the key when there is no text, as i18next does', () => {
    expect(t('auth.login')).toBe('auth.login');
    expect(t('auth.login.title.more')).toBe('auth.login.title.more');
    expect(has('auth.login.title')).toBe(true);
    expect(has('auth.login')).toBe(false);
    expect(has('nothing.here')).toBe(false);
  });

  it('says what i18next says for the sign-in texts, in every language', async () => {
    for (const lang of ['om', 'en', 'am'] as const) {
      await loadLanguage(lang);
      const texts = createTexts(await loadCatalog(lang));
      const fixed = i18n.getFixedT(lang);
      for (const key of ['auth.login.title', 'errors.network', 'fieldErrors.noSuchUser']) {
        expect(texts.t(key, { id: 7 }), `${lang} ${key}`).toBe(fixed(key, { id: 7 }));
      }
      expect(texts.t('validation.tooLong', { max: 128 })).toBe(
        fixed('validation.tooLong', { max: 128 }),
      );
    }
  });
});
