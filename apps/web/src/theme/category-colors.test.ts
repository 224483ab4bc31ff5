import { CATEGORY_COLORS } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SWATCHES, contrastRatio, KIND_SWATCHES } from './category-colors';

describe('the calendar colours', () => {
  it('give every colour of the contract a shade whose text stays readable', () => {
    expect(Object.keys(CATEGORY_SWATCHES).sort()).toEqual([...CATEGORY_COLORS].sort());
    for (const swatch of [...Object.values(CATEGORY_SWATCHES), ...Object.values(KIND_SWATCHES)]) {
      expect(contrastRatio(swatch.bg, swatch.fg), swatch.bg).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
