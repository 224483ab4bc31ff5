import { describe, expect, it, vi } from 'vitest';
import { formResolver } from '../../forms/form-resolver';
import {
  emptyUser,
  showSaveError,
  USER_FORM_FIELDS,
  UserCreateFormSchema,
  UserEditFormSchema,
} from './user-form-schema';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('the user form', () => {
  it('checks the contract rules before sending, with translatable messages', async () => {
    const resolve = formResolver(UserCreateFormSchema, { phone: 'validation.phone' });
    const result = await resolve(
      { ...emptyUser(), name: 'A', email: 'nope', phone: '12', password: 'short' },
      undefined,
      options,
    );
    expect(
      Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message])),
    ).toEqual({
      name: 'validation.tooShort|{"min":2}',
      email: 'validation.email',
      phone: 'validation.phone',
      password: 'validation.tooShort|{"min":8}',
    });
  });

  it('asks for the institute of an institute user, and sends blanks as absent', async () => {
    const valid = { ...emptyUser(), name: 'Lensa Tolasa', email: 'lensa@example.org' };
    const resolve = formResolver(UserCreateFormSchema);
    const refused = await resolve({ ...valid, type: 'institute' }, undefined, options);
    expect(refused.errors.instituteId?.message).toBe('validation.instituteRequired');
    const accepted = await resolve(
      { ...valid, instituteId: 2, type: 'institute' },
      undefined,
      options,
    );
    expect(accepted.values).toEqual({
      name: 'Lensa Tolasa',
      email: 'lensa@example.org',
      type: 'institute',
      status: 'active',
      instituteId: 2,
      locale: 'om',
    });
  });

  it('refuses fields the update body does not know (it is strict)', async () => {
    const result = await formResolver(UserEditFormSchema)(
      { name: 'Lensa Tolasa', password: 'not-here' } as never,
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).not.toHaveLength(0);
  });
});

describe('showSaveError', () => {
  it('puts each field of a 422 on its field, the first message only', () => {
    const setError = vi.fn();
    const body = {
      message: 'Validation failed',
      errors: [{ roleId: 'No such role' }, { email: 'Taken?' }, { email: 'second' }],
    };
    expect(showSaveError(body, setError, USER_FORM_FIELDS)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['roleId', { type: 'server', message: 'No such role' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Taken?' }, { shouldFocus: false }],
    ]);
  });

  it('reads a 409 as the email being in use', () => {
    const setError = vi.fn();
    const conflict = { message: 'An account with this email already exists', code: 'conflict' };
    expect(showSaveError(conflict, setError, USER_FORM_FIELDS)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'errors.emailTaken' },
      { shouldFocus: true },
    );
  });

  it('leaves to the page what no field can show', () => {
    const setError = vi.fn();
    expect(showSaveError({ message: 'No', code: 'forbidden' }, setError, USER_FORM_FIELDS)).toBe(
      false,
    );
    expect(
      showSaveError({ message: 'x', errors: [{ permissions: 'bad' }] }, setError, USER_FORM_FIELDS),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
