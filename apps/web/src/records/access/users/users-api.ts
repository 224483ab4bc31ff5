import type { UserWithIncludes } from '@caffee/contract';
import { sendPayload } from '../../../crud/data/crud-api';

export const USERS_PATH = 'users';

export const deleteUser = (id: number) =>
  sendPayload<UserWithIncludes>('delete', `${USERS_PATH}/${id}`);

/** The account actions beside create/update/delete, each its own `POST users/{id}/…`. */
export type UserAction = 'activate' | 'disable' | 'reset-password';

export const runUserAction = (id: number, action: UserAction) =>
  sendPayload<unknown>('post', `${USERS_PATH}/${id}/${action}`);
