/**
 * Only the app's own addresses are links in the council's mail and SMS (issue 38). A message
 * carries text others wrote (a name, a complaint's subject, a title, a comment); a web address
 * in it would arrive in the council's own voice, and mail programs and phones make any address
 * they recognise a link, in the plain-text part too. So every message is cut, once, into the
 * app's own links (those under PUBLIC_URL) and text, and in the text every web address is
 * defused: the words stay, but no program reads them as an address any more.
 */

/** Any scheme and its slashes (`https://`, `hxxp:\\`): the scheme's colon gets the break. */
const SCHEME = /([a-z][a-z0-9+.-]*:)(?=[/\\]{2})/gi;
/**
 * A host name of Latin labels ending in a top-level one of letters, in any case, or an IPv4
 * address: its dots get the break. Broader than the rule for names (contract `web-address.ts`),
 * since a break found where no address was costs little, but not an initial before a name
 * (`T.Kebede`, `G.Egziabher`), which no linker takes for an address.
 */
const HOST =
  /(?<![A-Za-z0-9-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?[.\u3002\uFF0E\uFF61])+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]+)(?![A-Za-z0-9-])|(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/g;
const INITIAL_AND_NAME = /^[A-Za-z][.\u3002\uFF0E\uFF61][A-Z][a-z]+$/;
const DOT = /[.\u3002\uFF0E\uFF61]/g;
/** Characters that end a sentence around a link rather than belong to it. */
const ENDING = `[.,;:!?)\\]}'"”’»]+`;
const TRAILING = new RegExp(`${ENDING}$`);

/**
 * How an address is broken.
 * - `invisible` (mail): a ZERO WIDTH SPACE (U+200B) after the scheme's colon and before each of
 *   the host's dots. It is the break e-mail developers use against Gmail's, Outlook's and Apple
 *   Mail's auto-linking (`&#8203;`): linkers match only address characters, so they stop at it,
 *   while readers see the words as written. It is not a link's character, so it also keeps a
 *   pasted copy from opening the site by accident.
 * - `visible` (SMS): `[.]` and `[:]`, the "defanged" form security advisories use. The GSM
 *   alphabet has no invisible character; a ZERO WIDTH SPACE would turn the message into UCS-2,
 *   at 70 characters a message instead of 160.
 */
export type Defusing = 'invisible' | 'visible';
const BREAKS: Record<Defusing, { dot: (d: string) => string; colon: string }> = {
  invisible: { dot: (d) => `\u200B${d}`, colon: ':\u200B' },
  visible: { dot: () => '[.]', colon: '[:]' },
};

/** The text with every web address in it defused. */
function defuse(text: string, how: Defusing): string {
  const { dot, colon } = BREAKS[how];
  return text
    .replace(HOST, (host) => (INITIAL_AND_NAME.test(host) ? host : host.replace(DOT, dot)))
    .replace(SCHEME, (scheme) => scheme.slice(0, -1) + colon);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A piece of a message: one of the app's own links, or text. */
export type MessagePart = { link: string } | { text: string };

/**
 * The message cut into the app's own links and text, each text defused. An own link is an
 * address that starts with `publicUrl` followed by its end, `/`, `?` or `#` (so neither
 * `https://app.example.evil.example` nor `https://app.example@evil.example` is one), up to a
 * space, without the punctuation that ends a sentence after it.
 */
export function messageParts(text: string, publicUrl: string, how: Defusing): MessagePart[] {
  const own = new RegExp(
    `${escapeRegExp(publicUrl)}(?=$|[/?#\\s<>"]|${ENDING}(?:$|\\s))[^\\s<>"]*`,
    'gi',
  );
  const parts: MessagePart[] = [];
  let at = 0;
  for (const m of text.matchAll(own)) {
    const link = m[0].replace(TRAILING, '');
    if (m.index > at) parts.push({ text: defuse(text.slice(at, m.index), how) });
    parts.push({ link });
    at = m.index + link.length;
  }
  if (at < text.length) parts.push({ text: defuse(text.slice(at), how) });
  return parts;
}

/** The message as plain text (a mail's text part and subject, an SMS), its own links kept. */
export function defuseForeignLinks(text: string, publicUrl: string, how: Defusing): string {
  return messageParts(text, publicUrl, how)
    .map((p) => ('link' in p ? p.link : p.text))
    .join('');
}
