import { describe, expect, it } from 'vitest';
import { parseSearch, toFts5, toTsquery, wantedOf } from './query.js';

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
    expect(toTsquery(q)).toBe(
      "('lafa' & ('mirga' <-> 'abbaa') & ('245' <-> '2021') & !'magaalaa') | ('ቤት')",
    );
    expect([...wantedOf(q).words]).toEqual(['lafa', 'mirga', 'abbaa', '245', '2021', 'ቤት']);
  });

  it('folds the words, and finds what the typed word begins when asked', () => {
    const q = parseSearch('ሠላም Qajeel’a');
    expect(q).toEqual([
      [
        { words: ['ሰላም'], negated: false },
        { words: ['qajeela'], negated: false },
      ],
    ]);
    expect(toFts5(q, { prefixLast: true })).toBe('("ሰላም" AND "qajeela"*)');
    expect(toTsquery(q, { prefixLast: true })).toBe("('ሰላም' & 'qajeela':*)");
    expect(wantedOf(q, { prefixLast: true })).toEqual({
      words: new Set(['ሰላም']),
      prefixes: ['qajeela'],
    });
    // A word left out is no beginning of anything.
    expect(toFts5(parseSearch('lafa -bish'), { prefixLast: true })).toBe('("lafa" NOT "bish")');
  });

  it('never lets quotes, operators or syntax through', () => {
    const q = parseSearch('a" OR b NEAR(c) "d* e:f');
    expect(toFts5(q)).toBe('("a") OR ("b" AND "near c" AND "d e f")');
    expect(toFts5(parseSearch("bu'aa"))).toBe('("buaa")');
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
