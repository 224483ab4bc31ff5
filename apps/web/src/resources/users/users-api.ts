import type { UserCreate, UserUpdate, UserWithIncludes } from '@caffee/contract';
import { fetchPayload, sendPayload } from '../../crud/crud-api';

export const USERS_PATH = 'users';
/** The includes every users screen shows: the role's and the institute's names. */
export const USER_INCLUDES = ['role', 'institute'];

export const fetchUser = (id: number) =>
  fetchPayload<UserWithIncludes>(`${USERS_PATH}/${id}`, { includes: USER_INCLUDES });

export const createUser = (body: UserCreate) =>
  sendPayload<UserWithIncludes>('post', USERS_PATH, body);

export const updateUser = (id: number, body: UserUpdate) =>
  sendPayload<UserWithIncludes>('patch', `${USERS_PATH}/${id}`, body);

export const deleteUser = (id: number) =>
  sendPayload<UserWithIncludes>('delete', `${USERS_PATH}/${id}`);

/** The account actions beside create/update/delete, each its own `POST users/{id}/…`. */
export type UserAction = 'activate' | 'disable' | 'reset-password';

export const runUserAction = (id: number, action: UserAction) =>
  sendPayload<unknown>('post', `${USERS_PATH}/${id}/${action}`);
