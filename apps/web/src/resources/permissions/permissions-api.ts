import type { Category, Locale, PermissionRecord, Translations } from '@caffee/contract';
import { fetchPayload, sendPayload } from '../../crud/crud-api';

export const PERMISSIONS_PATH = 'permissions';
export const CATEGORIES_PATH = 'permission-categories';

/** A record with every language of its texts (`includes[]=translations`), for editing. */
export type WithTranslations<T> = T & { translations?: Record<string, Translations> };

export const fetchPermission = (id: number) =>
  fetchPayload<WithTranslations<PermissionRecord>>(`${PERMISSIONS_PATH}/${id}`, {
    includes: ['translations'],
  });

/** A multilingual text as the API takes it: the languages given, or null to clear it. */
export type TextInput = Partial<Record<Locale, string>> | null;

export const updatePermission = (
  id: number,
  body: { description?: TextInput; categoryId?: number | null },
) => sendPayload<PermissionRecord>('patch', `${PERMISSIONS_PATH}/${id}`, body);

export const createCategory = (name: TextInput) =>
  sendPayload<Category>('post', CATEGORIES_PATH, { name });

export const deleteCategory = (id: number) =>
  sendPayload<Category>('delete', `${CATEGORIES_PATH}/${id}`);
