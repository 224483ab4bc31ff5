/**
 * How the search compares words: the one definition of the folding (docs/search.md). The
 * index stores each text as its folded words and a query is folded the same way, on SQLite
 * and PostgreSQL alike, so neither database's own tokenizer or dictionary decides a match.
 * Results still show the text as written: only the index holds folded words.
 */

/**
 * Amharic letters that sound the same, each family in its vowel orders (a row of eight in
 * Unicode's Ethiopic block: ሀ ሁ ሂ ሃ ሄ ህ ሆ ሇ), and the family every one folds into:
 * ሐ, ኀ and ኸ into ሀ; ሠ into ሰ; ዐ into አ; ፀ into ጸ. Writers use them interchangeably
 * (ሠላም and ሰላም, ጸሐፊ and ፀሀፊ); a letter keeps its vowel order, so ሰ and ሱ stay apart.
 */
const HOMOPHONE_ROWS: readonly [from: number, to: number, orders: number][] = [
  [0x1210, 0x1200, 8], // ሐ → ሀ
  [0x1280, 0x1200, 8], // ኀ → ሀ
  [0x12b8, 0x1200, 7], // ኸ → ሀ
  [0x1220, 0x1230, 8], // ሠ → ሰ
  [0x12d0, 0x12a0, 7], // ዐ → አ
  [0x1340, 0x1338, 8], // ፀ → ጸ
];

/**
 * The first and fourth orders of ሀ and አ are said alike too (ሀገር and ሃገር, አማርኛ and
 * ኣማርኛ), so the fourth folds into the first, after the families above (ሓ → ሃ → ሀ).
 */
const FOURTH_ORDERS: readonly [from: number, to: number][] = [
  [0x1203, 0x1200], // ሃ → ሀ
  [0x12a3, 0x12a0], // ኣ → አ
];

const LETTERS = new Map<string, string>();
for (const [from, to, orders] of HOMOPHONE_ROWS) {
  for (let k = 0; k < orders; k++) {
    LETTERS.set(String.fromCodePoint(from + k), String.fromCodePoint(to + k));
  }
}
for (const [from, to] of FOURTH_ORDERS) {
  const target = String.fromCodePoint(to);
  LETTERS.set(String.fromCodePoint(from), target);
  for (const [letter, folded] of LETTERS) {
    if (folded === String.fromCodePoint(from)) LETTERS.set(letter, target);
  }
}

/**
 * Afaan Oromoo's glottal stop (hudhaa) as phones' keyboards type it: ' ’ ‘ ʼ ` ´ ′. Inside a
 * word it belongs to the word (Qajeel'aa is one word); folded, it is left out, so every way
 * of typing it, and leaving it out, finds the same word.
 */
const HUDHAA = "'’‘ʼ`´′";

/**
 * A word: letters, digits and private-use characters, with a glottal stop between letters.
 * Everything else separates words (spaces, punctuation, Ethiopic ፡ and ።).
 */
export const WORD = new RegExp(
  `[\\p{L}\\p{N}\\p{Co}]+(?:[${HUDHAA}][\\p{L}\\p{N}\\p{Co}]+)*`,
  'gu',
);

const ASCII_WORD = /^[A-Za-z0-9]*$/;
const MARKS = /\p{M}/gu;
const STOPS = new RegExp(`[${HUDHAA}]`, 'gu');
const ETHIOPIC = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/u;

/**
 * One word as the index keeps it: lower case; Latin diacritics (and any other combining mark)
 * removed; the glottal stop left out; Amharic homophones folded (above).
 */
export function foldWord(word: string): string {
  // Most words of an English or Oromo text have nothing beyond case to fold.
  if (ASCII_WORD.test(word)) return word.toLowerCase();
  // The stops go first: NFKD makes ´ a space and a mark.
  let out = word.replace(STOPS, '').normalize('NFKD').replace(MARKS, '').toLowerCase();
  if (ETHIOPIC.test(out)) {
    out = Array.from(out, (c) => LETTERS.get(c) ?? c).join('');
  }
  return out.normalize('NFC');
}

/** The words of a text, as written. */
export const wordsOf = (text: string | null | undefined): string[] => text?.match(WORD) ?? [];

/** The folded words of a text, in order (the index's input). */
export const foldedWords = (text: string | null | undefined): string[] =>
  wordsOf(text)
    .map(foldWord)
    .filter((w) => w !== '');
