import { describe, expect, it } from 'vitest';
import { parseSearch, toFts5, toWebsearch, wantedWords } from './search-query.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as { statusCode?: number }).statusCode;
  }
};

describe('reading a search', () => {
  it('turns words, phrases, numbers, exclusions and alternatives into clauses', () => {
    const q = parseSearch('lafa "mirga abbaa" 245/2021 -magaalaa or ቤት');
    expect(q).toEqual([
      [
        { words: ['lafa'], negated: false },
        { words: ['mirga', 'abbaa'], negated: false },
        { words: ['245', '2021'], negated: false },
        { words: ['magaalaa'], negated: true },
      ],
      [{ words: ['ቤት'], negated: false }],
    ]);
    expect(toFts5(q)).toBe('("lafa" AND "mirga abbaa" AND "245 2021" NOT "magaalaa") OR ("ቤት")');
    expect(toWebsearch(q)).toBe('"lafa" "mirga abbaa" "245 2021" -"magaalaa" or "ቤት"');
    expect([...wantedWords(q)]).toEqual(['lafa', 'mirga', 'abbaa', '245', '2021', 'ቤት']);
  });

  it('never lets quotes, operators or syntax through', () => {
    const q = parseSearch('a" OR b NEAR(c) "d* e:f');
    expect(toFts5(q)).toBe('("a") OR ("b" AND "NEAR c" AND "d e f")');
    expect(toFts5(parseSearch("bu'aa"))).toBe('("bu aa")');
  });

  it('refuses searches with nothing to find, only exclusions or too many words', () => {
    expect(codeOf(() => parseSearch('!!! ...'))).toBe(422);
    expect(codeOf(() => parseSearch('or or'))).toBe(422);
    expect(codeOf(() => parseSearch('-lafa'))).toBe(422);
    expect(codeOf(() => parseSearch('lafa or -bishaan'))).toBe(422);
    expect(codeOf(() => parseSearch('w '.repeat(17)))).toBe(422);
    expect(codeOf(() => parseSearch('w '.repeat(16)))).toBe('ok');
  });
});
