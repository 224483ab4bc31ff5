/**
 * How an SMS text is encoded and how many messages (segments) it costs.
 *
 * GSM 03.38 (3GPP TS 23.038) 7-bit default alphabet: 160 characters in a single message, 153 in
 * each segment of a concatenated one (the 6-byte user data header takes the rest); a character
 * of the extension table (`{ } [ ] ~ \ | ^ €` and form feed) is sent as ESC + character and
 * counts 2. Any other character (Ethiopic, ’ U+2019, …, most emoji) makes the whole message
 * UCS-2: 70 UTF-16 code units single, 67 a segment; a character outside the BMP (an emoji) is a
 * surrogate pair and counts 2. As phones and gateways do (3GPP TS 23.040), a character is never
 * split across two segments: an ESC pair or a surrogate pair that does not fit in what is left
 * of a segment starts the next one.
 *
 * Written by hand rather than taken from npm: the one maintained library that counts this way
 * (`sms-segments-calculator`, Twilio's) ships a class-based API with a browser renderer and RCS
 * code and depends on `grapheme-splitter`; `split-sms` (0.1.7) and `sms-counter` are unmaintained
 * single releases without types. The alphabet is a fixed standard of 137 characters, and
 * `fitSms` needs the per-character cost anyway. This table was checked against
 * sms-segments-calculator 1.3.0's on every BMP character.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** The default alphabet (0x00–0x7F), without 0x1B, the escape to the extension table. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is sent as ESC + the character, 2 septets. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export const SMS_LIMITS: Record<SmsEncoding, { single: number; segment: number }> = {
  'GSM-7': { single: 160, segment: 153 },
  'UCS-2': { single: 70, segment: 67 },
};

/** 'GSM-7' when every character is in the GSM 03.38 alphabet or its extension, else 'UCS-2'. */
export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) {
    if (!basic.has(char) && !extension.has(char)) return 'UCS-2';
  }
  return 'GSM-7';
}

/** What one character (a code point) costs in the encoding: septets or UTF-16 code units. */
function unitsOf(char: string, encoding: SmsEncoding): number {
  return encoding === 'GSM-7' ? (extension.has(char) ? 2 : 1) : char.length;
}

/** The message's length in its encoding: septets (GSM-7) or UTF-16 code units (UCS-2). */
export function smsLength(text: string, encoding: SmsEncoding = smsEncoding(text)): number {
  let units = 0;
  for (const char of text) units += unitsOf(char, encoding);
  return units;
}

/** How many messages the text is sent as; an empty text is still one message. */
export function smsSegments(text: string): number {
  const encoding = smsEncoding(text);
  const limits = SMS_LIMITS[encoding];
  if (smsLength(text, encoding) <= limits.single) return 1;
  let segments = 1;
  let used = 0;
  for (const char of text) {
    const units = unitsOf(char, encoding);
    if (used + units > limits.segment) {
      segments += 1;
      used = 0;
    }
    used += units;
  }
  return segments;
}

/** How far back from the cut a space is looked for, so the text ends on a whole word. */
const WORD_BACKTRACK = 15;

/**
 * `text + ' ' + link`, the text shortened so that the whole fits in `maxSegments` messages. The
 * link is never cut; the text loses its end (on a word boundary when one is near) and gets an
 * ellipsis: '…' in a UCS-2 message, '...' in a GSM-7 one, since '…' is not in the GSM alphabet
 * and would turn a 306-character message into a 134-character one. When even the link alone
 * does not fit, the link alone is returned.
 */
export function fitSms(text: string, link: string, maxSegments = 2): string {
  const join = (head: string) => [head, link].filter((part) => part !== '').join(' ');
  const whole = join(text.trim());
  if (smsSegments(whole) <= maxSegments) return whole;

  const chars = Array.from(text.trim());
  const candidate = (kept: number): string => {
    const head = chars.slice(0, kept).join('').trimEnd();
    if (head === '') return join('');
    const ellipsis = smsEncoding(join(head)) === 'GSM-7' ? '...' : '…';
    return join(head + ellipsis);
  };
  const fits = (kept: number) => smsSegments(candidate(kept)) <= maxSegments;

  // The cost grows with the characters kept (a switch to UCS-2 never makes a text cheaper), so
  // the longest prefix that fits is found by bisection.
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  if (low === 0) return join('');

  // Cut on a word boundary when the cut falls inside a word and a space is near.
  if (!/\s/.test(chars[low] ?? ' ')) {
    for (let i = low - 1; i > 0 && i >= low - WORD_BACKTRACK; i--) {
      if (/\s/.test(chars[i]!)) {
        if (fits(i)) low = i;
        break;
      }
    }
  }
  return candidate(low);
}
