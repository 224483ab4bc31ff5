import {
  UserCreateSchema,
  UserUpdateSchema,
  type UserType,
  type UserWithIncludes,
} from '@caffee/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { errorCode } from '../../api/error-message';
import { encodeFieldMessage } from '../../forms/field-message';
import { applyServerErrors } from '../../forms/server-errors';

// An institute user belongs to one institute; the server says so too, this says it sooner.
const instituteChosen = (values: { type?: UserType; instituteId?: number | null }) =>
  values.type !== 'institute' || Boolean(values.instituteId);
const INSTITUTE_REQUIRED = { path: ['instituteId'], message: 'validation.instituteRequired' };

/** The create form: the contract's body, plus the institute rule. */
export const UserCreateFormSchema = UserCreateSchema.refine(instituteChosen, INSTITUTE_REQUIRED);
/** The edit form: the contract's (strict) update body, plus the institute rule. */
export const UserEditFormSchema = UserUpdateSchema.refine(instituteChosen, INSTITUTE_REQUIRED);

export type UserCreateInput = z.input<typeof UserCreateFormSchema>;
export type UserEditInput = z.input<typeof UserEditFormSchema>;
/** The fields both forms show (the edit form has no password: that goes by mail). */
export type UserFormInput = UserCreateInput & UserEditInput;

export const USER_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'type',
  'status',
  'roleId',
  'instituteId',
  'locale',
  'gender',
  'kebeleId',
  'party',
  'position',
] as const;

export const PHONE_FORMAT = { phone: 'validation.phone' };

export const emptyUser = (): UserCreateInput => ({
  name: '',
  email: '',
  phone: '',
  password: '',
  type: 'member',
  status: 'active',
  roleId: undefined,
  instituteId: undefined,
  locale: 'om',
  gender: undefined,
  kebeleId: undefined,
  party: '',
  position: '',
});

/** A user's editable fields, as the edit form starts. */
export const userToForm = (user: UserWithIncludes): UserEditInput => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  type: user.type,
  status: user.status,
  roleId: user.roleId ?? undefined,
  instituteId: user.instituteId ?? undefined,
  locale: user.locale,
  gender: user.gender ?? null,
  kebeleId: user.kebeleId ?? null,
  party: user.party ?? '',
  position: user.position ?? '',
});

/**
 * Puts a refused save on the form's fields: a 409 is the email already in use; a 422 names
 * its fields. False when no field shows it, so the page shows the error as a whole.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (errorCode(error) === 'conflict' && fields.includes('email' as Path<T>)) {
    const message = encodeFieldMessage('errors.emailTaken');
    setError('email' as Path<T>, { type: 'server', message }, { shouldFocus: true });
    return true;
  }
  return applyServerErrors(error, setError, fields);
}
