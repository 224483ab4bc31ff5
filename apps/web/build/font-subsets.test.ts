import { describe, expect, it } from 'vitest';
import { BASIC_LATIN, formatUnicodeRange, parseUnicodeRange, subtractRanges } from './font-subsets';

describe('the Latin font cut', () => {
  const latin = parseUnicodeRange('U+0000-00FF,U+0131,U+2000-206F,U+20AC');

  it('reads and writes unicode-range as CSS writes it', () => {
    expect(latin).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
    ]);
    expect(formatUnicodeRange(latin)).toBe('U+0000-00FF,U+0131,U+2000-206F,U+20AC');
  });

  it('leaves the rest of Latin to the second file, no character in both and none lost', () => {
    const rest = subtractRanges(latin, BASIC_LATIN);
    expect(formatUnicodeRange(rest)).toBe('U+00A1-00B6,U+00B8-00FF,U+0131,U+20AC');
    const size = (ranges: readonly (readonly [number, number])[]) =>
      ranges.reduce((n, [a, b]) => n + b - a + 1, 0);
    const basic = subtractRanges(latin, rest);
    expect(size(basic) + size(rest)).toBe(size(latin));
    expect(subtractRanges(basic, rest)).toEqual(basic);
  });

  it('keeps what an Afaan Oromoo or English page shows in the first file', () => {
    const inBasic = (c: string) =>
      BASIC_LATIN.some(([a, b]) => (c.codePointAt(0) ?? -1) >= a && (c.codePointAt(0) ?? -1) <= b);
    for (const c of "Galmee Caffee naannichaa, bara 2026: 'Odeeffannoo' – “Oduu”… · \u00a0\u202f") {
      expect(inBasic(c), c).toBe(true);
    }
    expect(inBasic('é')).toBe(false);
  });
});
