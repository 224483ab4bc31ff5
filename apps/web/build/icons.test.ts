import { describe, expect, it } from 'vitest';
import { ICONS, iconSvg } from './icons';

/** The corners of the mark's building (its path spans x 2–22, y 1–22 of the 24-unit square). */
const CORNERS = [
  [2, 1],
  [22, 1],
  [2, 22],
  [22, 22],
];

describe('the app icons', () => {
  it('keep the maskable icon’s building inside the circle a platform may cut it to', () => {
    const maskable = ICONS.find((icon) => icon.file.includes('maskable'));
    expect(maskable?.shape).toBe('square');
    const svg = iconSvg(maskable!);
    const [, dx, dy, scale] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(svg)!;
    for (const [x, y] of CORNERS) {
      const px = Number(dx) + x! * Number(scale);
      const py = Number(dy) + y! * Number(scale);
      // The safe zone: a circle of 40% of the width around the centre.
      expect(Math.hypot(px - 12, py - 12)).toBeLessThanOrEqual(24 * 0.4);
    }
  });

  it('draw the sizes the manifest and iOS ask for, without transparency where iOS shows black', () => {
    expect(ICONS.map((icon) => icon.size).sort()).toEqual([180, 192, 512, 512]);
    const apple = ICONS.find((icon) => icon.file.startsWith('apple-touch-icon'));
    expect(iconSvg(apple!)).toContain('rx="0"');
  });
});
