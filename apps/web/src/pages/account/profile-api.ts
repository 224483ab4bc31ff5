import {
  API_PREFIX,
  type CurrentUser,
  type Envelope,
  type LogoutEverywhereSchema,
  type PasswordChangeSchema,
  type ProfileUpdate,
} from '@caffee/contract';
import type { z } from 'zod';
import { api } from '../../api/client';
import { sendPayload } from '../../crud/data/crud-api';
import { readStoredPrefs } from '../../store/stored-prefs';

const CURRENT = 'users/current';
/** What answers the user: their role and institute named in the interface language. */
const answered = (path: string) => `${path}?locale=${encodeURIComponent(readStoredPrefs().locale)}`;

/** Name, phone and language of one's own account; answers the updated user. */
export const updateProfile = (body: ProfileUpdate) =>
  sendPayload<CurrentUser>('patch', answered(CURRENT), body);

/** Changes one's own password; the server ends every other session. */
export const changePassword = (body: z.infer<typeof PasswordChangeSchema>) =>
  sendPayload<unknown>('post', `${CURRENT}/password`, body);

/** Ends every session of the account, this one included, and its calendar-feed link. */
export const logoutEverywhere = (body: z.infer<typeof LogoutEverywhereSchema>) =>
  sendPayload<unknown>('post', `${CURRENT}/logout-everywhere`, body);

/**
 * Uploads a picture (`media[0][file]`, type `profile`) to `users/current/picture` or
 * `users/{id}/picture`, or a logo (type `image`) to `settings/council/logo`, reporting progress
 * in percent.
 */
export async function uploadPictureTo<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  type: 'profile' | 'image' = 'profile',
): Promise<T> {
  const form = new FormData();
  form.append('media[0][type]', type);
  form.append('media[0][file]', file);
  const { data } = await api.put<Envelope<T>>(`${API_PREFIX}/${answered(path)}`, form, {
    onUploadProgress: ({ loaded, total }) => {
      if (total) onProgress(Math.min(100, Math.round((loaded * 100) / total)));
    },
  });
  return data.payload;
}

/** One's own picture. */
export const uploadPicture = (file: File, onProgress: (percent: number) => void) =>
  uploadPictureTo<CurrentUser>(`${CURRENT}/picture`, file, onProgress);

export const removePicture = () =>
  sendPayload<CurrentUser>('delete', answered(`${CURRENT}/picture`));
