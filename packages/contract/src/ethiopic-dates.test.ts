import { describe, expect, it } from 'vitest';
import {
  ethiopicMonthLength,
  ethiopicToIso,
  isEthiopicDate,
  isoToEthiopic,
} from './ethiopic-dates.js';

describe('Ethiopian dates', () => {
  it('converts the known pairs both ways', () => {
    const pairs: [number, number, number, string][] = [
      [2019, 1, 1, '2026-09-11'], // Enkutatash 2019
      [2019, 13, 6, '2027-09-11'], // Pagume 6 2019, a leap year's last day
      [2020, 1, 1, '2027-09-12'],
      [2019, 1, 17, '2026-09-27'], // Meskel
      [2020, 1, 17, '2027-09-28'], // Meskel after a leap year
      [2018, 4, 29, '2026-01-07'], // Genna
      [1892, 4, 23, '1900-01-01'], // the product's first day
      [2092, 4, 21, '2099-12-31'], // ... and its last
    ];
    for (const [year, month, day, iso] of pairs) {
      expect(ethiopicToIso({ year, month, day })).toBe(iso);
      expect(isoToEthiopic(iso)).toEqual({ year, month, day });
    }
  });

  it('agrees with Intl’s ethiopic calendar on every day from 1900 to 2099', () => {
    const intl = new Intl.DateTimeFormat('en-US-u-ca-ethiopic', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2099, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const parts = Object.fromEntries(
        intl.formatToParts(t).map((p) => [p.type, p.value] as const),
      );
      const expected = {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
      };
      const got = isoToEthiopic(iso);
      if (got.year !== expected.year || got.month !== expected.month || got.day !== expected.day) {
        expect({ iso, got }).toEqual({ iso, got: expected });
      }
      if (ethiopicToIso(got) !== iso) expect(ethiopicToIso(got)).toBe(iso);
    }
  });

  it('knows which days exist', () => {
    expect(ethiopicMonthLength(2019, 13)).toBe(6);
    expect(ethiopicMonthLength(2018, 13)).toBe(5);
    expect(ethiopicMonthLength(2018, 5)).toBe(30);
    expect(isEthiopicDate({ year: 2018, month: 13, day: 6 })).toBe(false);
    expect(isEthiopicDate({ year: 2019, month: 13, day: 6 })).toBe(true);
    expect(isEthiopicDate({ year: 2019, month: 1, day: 31 })).toBe(false);
    expect(isEthiopicDate({ year: 2019, month: 14, day: 1 })).toBe(false);
    expect(isEthiopicDate({ year: 2019, month: 2, day: 0 })).toBe(false);
    expect(isEthiopicDate({ year: 2019.5, month: 2, day: 1 })).toBe(false);
  });
});
