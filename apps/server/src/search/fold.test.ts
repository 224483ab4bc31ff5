import { describe, expect, it } from 'vitest';
import { foldedWords, foldWord } from './fold.js';

const same = (a: string) => foldedWords(a).join(' ');

/** Pairs a reader takes for the same words: each must fold to one form. */
const MATCH: [string, string][] = [
  ['ሠላም', 'ሰላም'],
  ['ጸሐፊ', 'ፀሀፊ'],
  ['ሐገር', 'ሀገር'],
  ['ኀይል', 'ሀይል'],
  ['ሃገር', 'ሀገር'],
  ['ዐማርኛ', 'አማርኛ'],
  ['ኣማርኛ', 'አማርኛ'],
  ['ዓመት', 'አመት'],
  ['ሑሉ', 'ሁሉ'],
  ['ፀሎት', 'ጸሎት'],
  ['ሥራ', 'ስራ'],
  ['ኸበደ', 'ሀበደ'],
  ["Qajeel'aa", 'Qajeel’aa'],
  ['Qajeelʼaa', 'Qajeel‘aa'],
  ['Qajeel`aa', "qajeel'aa"],
  ['Qajeel´aa', 'Qajeelaa'],
  ['Café', 'cafe'],
  ['ÉCOLE', 'ecole'],
  ['Bishaan', 'BISHAAN'],
];

/** Pairs that are different words: they must stay apart. */
const APART: [string, string][] = [
  ['ሰላም', 'ሸላም'],
  ['ሰላም', 'ሱላም'],
  ['ሀገር', 'ሁገር'],
  ['ጸሐፊ', 'ጠሀፊ'],
  ['ጸሎት', 'ፆሎት'],
  ['አመት', 'ኡመት'],
  ['ተማሪ', 'ጠማሪ'],
  ['bishaan', 'bishan'],
  ['hara', 'haara'],
];

describe('the folding of words for the search', () => {
  it.each(MATCH)('folds %s and %s to one form', (a, b) => {
    expect(same(a)).toBe(same(b));
    expect(same(a)).not.toBe('');
  });

  it.each(APART)('keeps %s and %s apart', (a, b) => {
    expect(same(a)).not.toBe(same(b));
  });

  it('keeps a glottal stop inside its word, and splits on punctuation and Ethiopic marks', () => {
    expect(foldedWords("Mana murtii Qajeel'aa, 2021/22: ጉባኤ፡ውሳኔ።")).toEqual([
      'mana',
      'murtii',
      'qajeelaa',
      '2021',
      '22',
      'ጉባኤ',
      'ውሳኔ',
    ]);
  });

  it('leaves a quote at the edge of a word out', () => {
    expect(foldedWords("'Adaamaa' `Oromiyaa`")).toEqual(['adaamaa', 'oromiyaa']);
  });

  it('folds a word the same, typed whole or as the start of it', () => {
    const word = 'ፀሐፊዎች';
    for (let n = 1; n <= word.length; n++) {
      expect(foldWord(word).startsWith(foldWord(word.slice(0, n)))).toBe(true);
    }
  });
});
