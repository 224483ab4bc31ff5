// Roboto's Latin file, cut in two at build time. Fontsource's one Latin file (43 kB) holds
// every Latin-1 letter at every weight from 100 to 900; an Afaan Oromoo or English page shows
// ASCII and a few punctuation marks at 400 to 700. The first screen's font crosses a slow
// network beside its scripts, so the page waits for every byte of it that it does not use.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import subsetFont from 'subset-font';

/** Inclusive code point ranges. */
export type Ranges = readonly (readonly [number, number])[];

/**
 * What an Afaan Oromoo or English page shows: ASCII, the no-break space, the middle dot and
 * general punctuation (dashes, quotes, the ellipsis, the narrow space in times). The control
 * characters too, which have no glyph: a line break in text never fetches the other file.
 */
export const BASIC_LATIN: Ranges = [
  [0x00, 0xa0],
  [0xb7, 0xb7],
  [0x2000, 0x206f],
];

/** The weights the theme and pages use (body 400, headings and buttons 500, bold 700). */
const WEIGHTS = { min: 400, max: 700 };

/** `U+0000-00FF,U+0131` as ranges. */
export function parseUnicodeRange(css: string): [number, number][] {
  return css.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from ?? '', 16), parseInt(to ?? '', 16)];
  });
}

/** Ranges as `unicode-range` writes them. */
export function formatUnicodeRange(ranges: Ranges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

/** The code points of `ranges` that are not in `minus`, as ranges. */
export function subtractRanges(ranges: Ranges, minus: Ranges): [number, number][] {
  const out: [number, number][] = [];
  for (const [from, to] of ranges) {
    let start = from;
    for (const [a, b] of [...minus].sort((x, y) => x[0] - y[0])) {
      if (b < start || a > to) continue;
      if (a > start) out.push([start, a - 1]);
      start = Math.max(start, b + 1);
    }
    if (start <= to) out.push([start, to]);
  }
  return out;
}

/** Intersect: the code points of `ranges` that are also in `within`. */
function intersectRanges(ranges: Ranges, within: Ranges): [number, number][] {
  return subtractRanges(ranges, subtractRanges(ranges, within));
}

const text = (ranges: Ranges) =>
  ranges
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i))
    .map((c) => String.fromCodePoint(c))
    .join('');

/**
 * Rewrites the Latin `@font-face` of `@fontsource-variable/roboto/wght.css` as two: the basic
 * file (20 kB), which the page preloads, and the rest of Latin (accented letters), which the
 * browser fetches only when a page shows one of them (`unicode-range`). Both made by HarfBuzz
 * (subset-font) and kept under node_modules/.cache by a hash of the file and the cut.
 */
export function robotoLatinSubsets(): Plugin {
  const CSS = /[\\/]@fontsource-variable[\\/]roboto[\\/]wght\.css$/;
  const FACE = /\/\* roboto-latin-wght-normal \*\/\s*@font-face\s*{([^}]*)}/;
  const cache = path.resolve(import.meta.dirname, '../node_modules/.cache/caffee-fonts');
  return {
    name: 'caffee-roboto-latin-subsets',
    // Before Vite's CSS plugin, which turns the faces' url()s into the build's files.
    enforce: 'pre',
    async transform(code, id) {
      if (!CSS.test(id)) return null;
      const face = FACE.exec(code);
      const range = face && /unicode-range:\s*([^;]+);/.exec(face[1] ?? '')?.[1];
      if (!face || !range) this.error(`No Latin face in ${id}: the font's package has changed`);
      const source = path.join(path.dirname(id), 'files', 'roboto-latin-wght-normal.woff2');
      this.addWatchFile(source);
      const font = fs.readFileSync(source);
      const latin = parseUnicodeRange(range);
      const parts = {
        basic: intersectRanges(latin, BASIC_LATIN),
        rest: subtractRanges(latin, BASIC_LATIN),
      };
      const faces: string[] = [];
      for (const [name, ranges] of Object.entries(parts)) {
        const key = crypto
          .createHash('sha256')
          .update(font)
          .update(JSON.stringify({ ranges, WEIGHTS }))
          .digest('hex')
          .slice(0, 16);
        const file = path.join(cache, key, `roboto-latin-${name}-wght-normal.woff2`);
        if (!fs.existsSync(file)) {
          const cut = await subsetFont(font, text(ranges), {
            targetFormat: 'woff2',
            variationAxes: { wght: WEIGHTS },
          });
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, cut);
        }
        const url = path.relative(path.dirname(id), file).replaceAll('\\', '/');
        faces.push(`/* roboto-latin-${name}-wght-normal */
@font-face {
  font-family: 'Roboto Variable';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(${url}) format('woff2-variations');
  unicode-range: ${formatUnicodeRange(ranges)};
}`);
      }
      return { code: code.replace(face[0], faces.join('\n')), map: null };
    },
  };
}
