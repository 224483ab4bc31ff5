import type { Council, Locale } from '@caffee/contract';
import { fetchPayload, sendPayload } from '../../crud/data/crud-api';
import { uploadPictureTo } from '../account/profile-api';

const PATH = 'settings/council';

export const councilQueryKey = (locale: string) => ['council', locale] as const;

export const fetchCouncil = (locale: string) => fetchPayload<Council>(PATH, { locale });

/** Every language of the name; a blank one is cleared. */
export const renameCouncil = (name: Record<Locale, string>) =>
  sendPayload<Council>('put', PATH, { name });

export const uploadCouncilLogo = (file: File, onProgress: (percent: number) => void) =>
  uploadPictureTo<Council>(`${PATH}/logo`, file, onProgress, 'image');

export const removeCouncilLogo = () => sendPayload<Council>('delete', `${PATH}/logo`);
