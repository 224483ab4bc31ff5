import { RegisterBodySchema, translatedInput } from '@caffee/contract';
import type { TFunction } from 'i18next';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessageText } from './field-message';
import { formResolver } from './form-resolver';

// What react-hook-form passes a resolver when the form uses no native validation.
const options = <T extends FieldValues>() =>
  ({ fields: {}, shouldUseNativeValidation: false }) as ResolverOptions<T>;
const messages = (result: { errors: Record<string, unknown> }) =>
  Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      (error as { message: string }).message,
    ]),
  );

describe('formResolver', () => {
  it('says a choice left empty is required, not "not valid"', async () => {
    const schema = z.object({ audience: z.enum(['members', 'institutes']), note: z.string() });
    // As a form holds them before a choice: empty texts.
    const empty = { audience: '', note: '' } as unknown as z.input<typeof schema>;
    const result = await formResolver(schema)(empty, undefined, options());
    expect(messages(result)).toEqual({
      audience: 'validation.required',
      note: 'validation.required',
    });
    const other = { audience: 'x', note: 'n' } as unknown as z.input<typeof schema>;
    const wrong = await formResolver(schema)(other, undefined, options());
    expect(messages(wrong)).toEqual({ audience: 'fieldErrors.invalid' });
  });

  it('shows an issue where the form shows its field (`shownAt`)', async () => {
    const schema = z.object({ person: z.object({ name: z.string() }) });
    const result = await formResolver(schema, {}, (path) =>
      path === 'person.name' ? 'personName' : path,
    )({ person: {} } as never, undefined, options());
    expect(messages(result)).toEqual({ personName: 'validation.required' });
  });

  it('turns issues into i18n keys instead of the schema English', async () => {
    const resolve = formResolver(RegisterBodySchema, { phone: 'validation.phone' });
    const result = await resolve(
      { name: 'A', email: 'not-an-email', phone: '12', password: 'short' },
      undefined,
      options(),
    );
    expect(messages(result)).toEqual({
      name: 'validation.tooShort|{"min":2}',
      email: 'validation.email',
      phone: 'validation.phone',
      password: 'validation.tooShort|{"min":8}',
    });
  });

  it('puts a multilingual text with no language on its first input, with its reason', async () => {
    const schema = z.object({ title: translatedInput(100) });
    const result = await formResolver(schema)(
      { title: { om: '', en: '', am: '' } },
      undefined,
      options(),
    );
    expect(result.errors).toMatchObject({
      title: { om: { message: 'fieldErrors.oneLanguage' } },
    });
  });

  it('treats blank inputs as missing, so required fields say so and optional ones pass', async () => {
    const blank = await formResolver(RegisterBodySchema)(
      { name: ' ', email: '  ', password: '' },
      undefined,
      options(),
    );
    expect(messages(blank)).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
    });

    const register = await formResolver(RegisterBodySchema)(
      { name: 'Abebe Kebede', email: 'Abebe@Example.org ', phone: '', password: 'long enough' },
      undefined,
      options(),
    );
    expect(register.errors).toEqual({});
    expect(register.values).toEqual({
      name: 'Abebe Kebede',
      email: 'abebe@example.org',
      password: 'long enough',
    });
  });

  it('uses the key a refinement puts in its message', async () => {
    const schema = z
      .object({ password: z.string(), confirmPassword: z.string() })
      .refine((v) => v.password === v.confirmPassword, {
        path: ['confirmPassword'],
        message: 'validation.passwordsDiffer',
      });
    const result = await formResolver(schema)(
      { password: 'a', confirmPassword: 'b' },
      undefined,
      options(),
    );
    expect(messages(result)).toEqual({ confirmPassword: 'validation.passwordsDiffer' });
  });
});

describe('fieldMessageText', () => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    `${key}${values && Object.keys(values).length ? JSON.stringify(values) : ''}`) as TFunction;

  it('translates encoded keys with their values', () => {
    expect(fieldMessageText(t, 'om', 'validation.tooShort|{"min":8}')).toBe(
      'validation.tooShort{"min":8}',
    );
    expect(fieldMessageText(t, 'am', 'validation.required')).toBe('validation.required');
  });

  it('shows server text in English and a translated notice otherwise', () => {
    expect(fieldMessageText(t, 'en', 'Email is invalid')).toBe('Email is invalid');
    expect(fieldMessageText(t, 'om', 'Email is invalid')).toBe('validation.rejected');
    expect(fieldMessageText(t, 'om', undefined)).toBe('');
  });
});
