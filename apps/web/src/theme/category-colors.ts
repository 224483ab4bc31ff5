import type { CategoryColor } from '@caffee/contract';

/** A background and the text colour read on it. */
export interface Swatch {
  bg: string;
  fg: string;
}

/**
 * The shades of the contract's category colours. Each background keeps its text at a
 * contrast of at least 4.5:1 (WCAG AA for small text), in light and dark themes alike, as
 * the test beside this file measures.
 */
export const CATEGORY_SWATCHES: Readonly<Record<CategoryColor, Swatch>> = {
  blue: { bg: '#1565c0', fg: '#ffffff' },
  teal: { bg: '#00695c', fg: '#ffffff' },
  green: { bg: '#2e7d32', fg: '#ffffff' },
  olive: { bg: '#5b6b14', fg: '#ffffff' },
  amber: { bg: '#ffc107', fg: '#1a1a1a' },
  orange: { bg: '#bf4a00', fg: '#ffffff' },
  red: { bg: '#c62828', fg: '#ffffff' },
  pink: { bg: '#ad1457', fg: '#ffffff' },
  purple: { bg: '#6a1b9a', fg: '#ffffff' },
  slate: { bg: '#455a64', fg: '#ffffff' },
};

/** Meetings and deadlines have shades of their own, apart from every category's. */
export const KIND_SWATCHES = {
  meeting: { bg: '#283593', fg: '#ffffff' },
  deadline: { bg: '#fdecea', fg: '#8e0000' },
} as const satisfies Record<string, Swatch>;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
