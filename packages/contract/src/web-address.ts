/**
 * Whether a person's name holds a web address (issue 38): a name is shown to others and
 * written into the council's own mail, where an address in it reads as the council's advice
 * ("Urgent: re-verify your account at https://...") and mail programs make it a link.
 *
 * The rule, precise so that real names pass:
 * 1. a scheme and two slashes: `https://`, `ftp://`, `hxxp:\\` (any letters before `://`);
 * 2. `www.` at the start of a word;
 * 3. four numbers joined by dots (an IPv4 address);
 * 4. a host name: Latin-letter, digit or hyphen labels joined by dots (`.` or a full-width
 *    one, which browsers read as a dot) ending in a top-level label of two or more Latin
 *    letters (or `xn--...`), when
 *    a. a path, port, query or fragment follows (`evil.example/x`, `Evil.Example:8080`), or
 *    b. the label before the last has two or more characters and the last is in lowercase
 *       (`evil.example`, `PayPal.com`, `a@evil.example`) or two to four capitals (`EVIL.COM`).
 * Not web addresses: an initial and its full stop (`Abebe T.`, `A.B. Kebede`, `T.Kebede`), an
 * abbreviated part written as a name (`Tesfaye G.Egziabher`, `Dr.Abebe`, `ABEBE W.MARIAM`),
 * slashes (`W/ro Almaz`, `G/Medhin`), Ge'ez script (`ገ/መድኅን`, `ገ.እግዚአብሔር`) and apostrophes
 * (`Caaltuu Bal'aa`). What passes here is still no link in mail (server `mail/links.ts`).
 */
const SCHEME = /[a-z][a-z0-9+.-]*:[/\\]{2}/i;
const WWW = /(?<![\p{L}\p{N}])www\d{0,3}[.\u3002\uFF0E\uFF61][\p{L}\p{N}]/iu;
const IPV4 = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/;
const HOST =
  /(?<![A-Za-z0-9-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?[.\u3002\uFF0E\uFF61])+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?![A-Za-z0-9-])/g;
const DOTS = /[.\u3002\uFF0E\uFF61]/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]+)$/;
const LOWER_TOP = /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;
const CAPITAL_TOP = /^[A-Z]{2,4}$/;
const LOCATOR_NEXT = /^(?:[/?#]|:\d)/;

/** Whether a host-name-like run of the text reads as a web address (rule 4). */
function isHost(run: string, next: string): boolean {
  const labels = run.split(DOTS);
  const top = labels.at(-1) ?? '';
  if (!TOP_LEVEL.test(top)) return false;
  if (LOCATOR_NEXT.test(next)) return true;
  const second = labels.at(-2) ?? '';
  return second.length >= 2 && (LOWER_TOP.test(top) || CAPITAL_TOP.test(top));
}

/** Whether the text holds a web address, by the rule above. */
export function containsWebAddress(text: string): boolean {
  if (SCHEME.test(text) || WWW.test(text) || IPV4.test(text)) return true;
  for (const m of text.matchAll(HOST)) {
    if (isHost(m[0], text.slice(m.index + m[0].length))) return true;
  }
  return false;
}
