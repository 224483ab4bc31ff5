/** Deterministic multilingual text for the large data set (the same seed gives the same data). */

export const WORDS = {
  om: 'bulchiinsa naannoo caffee labsii hojii qonnaa bishaan fayyaa barnoota lafa daandii misooma hawaasa mirga seera murtoo gaaffii komii walgahii kora magaalaa aanaa ganda godina qabeenya baajata gabaasa tajaajila hojjettoota qulqullina nageenya dinagdee'.split(
    ' ',
  ),
  en: 'administration region council proclamation work agriculture water health education land road development community right law decision question complaint meeting assembly city woreda kebele zone resource budget report service workers quality peace economy'.split(
    ' ',
  ),
  am: 'አስተዳደር ክልል ጨፌ አዋጅ ሥራ ግብርና ውሃ ጤና ትምህርት መሬት መንገድ ልማት ማህበረሰብ መብት ሕግ ውሳኔ ጥያቄ ቅሬታ ስብሰባ ጉባኤ ከተማ ወረዳ ቀበሌ ዞን ሀብት በጀት ሪፖርት አገልግሎት ሠራተኞች ጥራት ሰላም ኢኮኖሚ'.split(
    ' ',
  ),
} as const;
export type Lang = keyof typeof WORDS;

/**
 * Syllables that make the long tail of each language's vocabulary (issue 44: a search
 * benchmark on 32 words measures a table where every word is in nearly every record). Oromo
 * and English as Latin consonant and vowel pairs, Amharic as Ethiopic letters of every row and
 * vowel order (the homophone families among them), so words are spread as real texts' are.
 */
const SYLLABLES: Record<Lang, string[]> = {
  om: 'b c d f g h j k l m n q r s t w x y dh ch ny sh ph'
    .split(' ')
    .flatMap((c) => ['a', 'e', 'i', 'o', 'u', 'aa', 'ee', 'ii', 'uu'].map((v) => c + v)),
  en: 'b c d f g h k l m n p r s t v w br cr pl st tr'
    .split(' ')
    .flatMap((c) => ['a', 'e', 'i', 'o', 'u', 'ar', 'en', 'on'].map((v) => c + v)),
  am: Array.from({ length: 0x1358 - 0x1200 }, (_, i) => String.fromCodePoint(0x1200 + i)).filter(
    (c) => /\p{L}/u.test(c),
  ),
};

/** Distinct words each language's vocabulary holds: the real words first, then the tail. */
export const VOCABULARY_SIZE = 5000;

function vocabulary(lang: Lang): string[] {
  const rnd = random(lang.charCodeAt(0) * 31 + lang.charCodeAt(1));
  const out = new Set<string>(WORDS[lang]);
  while (out.size < VOCABULARY_SIZE) {
    const n = 2 + rnd.int(3);
    let word = '';
    for (let i = 0; i < n; i++) word += rnd.pick(SYLLABLES[lang]);
    out.add(word);
  }
  return [...out];
}

/** Each language's words, the most used first (the 32 real ones). */
export const VOCABULARY: Record<Lang, readonly string[]> = {
  om: vocabulary('om'),
  en: vocabulary('en'),
  am: vocabulary('am'),
};

/**
 * A word as texts use them: a few often, most rarely (a power law, as word frequencies are):
 * about a fifth of the words of a text are the 32 real ones, the rest from the other 4,968.
 */
export function pickWord(rnd: Random, lang: Lang): string {
  const words = VOCABULARY[lang];
  return words[Math.floor(rnd.next() ** 3 * words.length)] as string;
}

/** A small, fast, seeded random source (mulberry32). */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof random>;

/** `n` words of one language, the first capitalised. */
export function words(rnd: Random, lang: Lang, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pickWord(rnd, lang));
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A paragraph-ish text in each language. */
export function texts(rnd: Random, n: number): Record<Lang, string> {
  return { om: words(rnd, 'om', n), en: words(rnd, 'en', n), am: words(rnd, 'am', n) };
}

/** An ISO time within the last `days` days. */
export function pastTime(rnd: Random, days: number, now = Date.now()): string {
  return new Date(now - rnd.next() * days * 86_400_000).toISOString();
}
