import type { Locale } from '@caffee/contract';
import type { Translate } from '../i18n/translate';

/**
 * Form error messages are stored untranslated, as `key` or `key|{"min":8}`, and translated
 * when shown, so switching language re-translates errors already on screen.
 */
export function encodeFieldMessage(key: string, values?: Record<string, number | string>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

const isEncodedKey = (message: string) =>
  /^(validation|errors|fieldErrors)\.[\w.]+(\||$)/.test(message);

/**
 * The text to show for a form error: our own keys are translated; a server's message is
 * shown as written in English and replaced by a translated notice in om/am, since the
 * server's wording may be English only.
 */
export function fieldMessageText(t: Translate, locale: Locale, message: string | undefined) {
  if (!message) return '';
  if (!isEncodedKey(message)) return locale === 'en' ? message : t('validation.rejected');
  const [key = '', values] = message.split('|', 2);
  let parsed: Record<string, unknown> = {};
  try {
    parsed = values ? (JSON.parse(values) as Record<string, unknown>) : {};
  } catch {
    // A malformed suffix still leaves a translatable key.
  }
  // A date ordering names the other field (`{ field: 'enactedAt' }`): shown by its label.
  if (typeof parsed.field === 'string') {
    parsed.field = t(`records.fields.${parsed.field}`, { defaultValue: parsed.field });
  }
  return t(key, parsed);
}
