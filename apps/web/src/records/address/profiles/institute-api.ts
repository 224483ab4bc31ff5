import { API_PREFIX, type Envelope, type Institute } from '@caffee/contract';
import { api } from '../../../api/client';
import { fetchPayload, sendPayload } from '../../../crud/data/crud-api';

type Texts = { om: string; en: string; am: string };
export type InstituteRecord = Institute & {
  translations?: { name?: Partial<Texts>; description?: Partial<Texts> | null };
  files?: { id: number; category: string; url: string }[];
};

export const fetchInstitute = (id: number, locale: string) =>
  fetchPayload<InstituteRecord>(`institutes/${id}`, {
    locale,
    includes: ['translations', 'category', 'address', 'logoUrl'],
  });

export interface InstituteBody {
  name: Texts;
  description: Texts | null;
  phone: string;
  email: string;
  website: string;
  kebeleId: number | null;
}

export const updateInstitute = (id: number, body: InstituteBody) =>
  sendPayload<InstituteRecord>('patch', `institutes/${id}`, body);

/** Replaces the logo: the new image goes up as `media[0]`, the old ones are removed. */
export async function uploadLogo(
  id: number,
  file: File,
  oldIds: number[],
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('media[0][type]', 'image');
  form.append('media[0][file]', file);
  oldIds.forEach((old) => form.append('removeFiles[]', String(old)));
  const { data } = await api.patch<Envelope<InstituteRecord>>(
    `${API_PREFIX}/institutes/${id}`,
    form,
    {
      onUploadProgress: ({ loaded, total }) => {
        if (total) onProgress(Math.min(100, Math.round((loaded * 100) / total)));
      },
    },
  );
  return data.payload;
}
