import type { Locale } from '@caffee/contract';
import type { Cascade } from '../../../crud/form/kebele-cascade';
import type { InstituteBody, InstituteRecord } from './institute-api';

export type Texts = Record<Locale, string>;
export interface InstituteFormValues {
  name: Texts;
  description: Texts;
  phone: string;
  email: string;
  website: string;
}

const texts = (t: Partial<Texts> | null | undefined): Texts => ({
  om: t?.om ?? '',
  en: t?.en ?? '',
  am: t?.am ?? '',
});

export const toValues = (i: InstituteRecord): InstituteFormValues => ({
  name: texts(i.translations?.name),
  description: texts(i.translations?.description),
  phone: i.phone ?? '',
  email: i.email ?? '',
  website: i.website ?? '',
});

/** The starting cascade of the address, from the record's `address`. */
export const cascadeFromAddress = (i: InstituteRecord): Cascade => ({
  region: i.address?.region?.id ?? null,
  zone: i.address?.zone?.id ?? null,
  woreda: i.address?.woreda?.id ?? null,
  kebele: i.address?.kebele.id ?? null,
});

/** The PATCH body: trimmed texts; an all-empty description is removed (null). */
export function toBody(v: InstituteFormValues, place: Cascade): InstituteBody {
  const trim = (t: Texts): Texts => ({ om: t.om.trim(), en: t.en.trim(), am: t.am.trim() });
  const description = trim(v.description);
  return {
    name: trim(v.name),
    description: description.om || description.en || description.am ? description : null,
    phone: v.phone.trim(),
    email: v.email.trim(),
    website: v.website.trim(),
    kebeleId: place.kebele,
  };
}
