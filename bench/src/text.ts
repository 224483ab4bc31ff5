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
  for (let i = 0; i < n; i++) out.push(rnd.pick(WORDS[lang]));
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
