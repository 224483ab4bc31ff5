import {
  ALLOWED_FILE_TYPES,
  fileRefusal,
  fileTypeNames,
  LOCALE_TAGS,
  MAX_FILE_SIZE,
  type Locale,
} from '@caffee/contract';
import type { TFunction } from 'i18next';

const MB = 1024 * 1024;
/** Where each language writes the unit (the texts said "MB 20", "20 MB", "20 ሜባ"). */
const UNIT: Record<Locale, (n: string) => string> = {
  om: (n) => `MB ${n}`,
  en: (n) => `${n} MB`,
  am: (n) => `${n} ሜባ`,
};
const LIST_SEPARATOR: Record<Locale, string> = { om: ', ', en: ', ', am: '፣ ' };

/** A file's size in megabytes as the reader writes it: "MB 21.3", "21.3 MB", "21.3 ሜባ". */
export function formatMegabytes(bytes: number, locale: Locale): string {
  const n = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(
    bytes / MB,
  );
  return UNIT[locale](n);
}

/**
 * What a file field takes, as its texts name it (`{{types}}`, `{{limit}}`): the formats'
 * names and the server's size limit, both from the contract, so no text can state another.
 */
export function fileRuleValues(types: readonly string[], locale: Locale) {
  return {
    types: fileTypeNames(types).join(LIST_SEPARATOR[locale]),
    limit: formatMegabytes(MAX_FILE_SIZE, locale),
  };
}

/**
 * Why a chosen file would be refused, in the reader's language, naming the limit or the types
 * the field takes; null when nothing known before sending stands in its way. Checked at once,
 * so a 21 MB file is not uploaded in full to be refused.
 */
export function fileProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
  t: TFunction,
  locale: Locale,
  types: readonly string[] = ALLOWED_FILE_TYPES,
): string | null {
  const refusal = fileRefusal(file, types);
  if (!refusal) return null;
  return t(`crud.${refusal}`, {
    name: file.name,
    size: formatMegabytes(file.size, locale),
    ...fileRuleValues(types, locale),
  });
}
