// Draws the app's icons for the web app manifest and iOS's home screen from the mark that
// index.html shows as the page's icon (the same path, the theme's primary blue). Run after
// changing the mark: `npx tsx apps/web/build/icons.ts`; the PNGs are committed under
// apps/web/public/icons, so a build needs no image library.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PRIMARY = '#1565c0';
/** The building of index.html's icon, drawn on a 24-unit square. */
const GLYPH = 'M4 10h3v7H4zm6.5 0h3v7h-3zM2 19h20v3H2zm15-9h3v7h-3zm-5-9L2 6v2h20V6z';

interface Icon {
  file: string;
  size: number;
  /** Rounded like the page's icon, or a full square the platform masks to its own shape. */
  shape: 'rounded' | 'square';
  /** The glyph's share of the icon's width. */
  glyph: number;
}

export const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, shape: 'rounded', glyph: 0.75 },
  { file: 'icon-512.png', size: 512, shape: 'rounded', glyph: 0.75 },
  // A maskable icon may be cut to a circle of 80% of its width: the glyph stays well inside.
  { file: 'icon-maskable-512.png', size: 512, shape: 'square', glyph: 0.5 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, shape: 'square', glyph: 0.625 },
];

/** The icon as SVG on the 24-unit square of the mark. */
export function iconSvg({ shape, glyph }: Pick<Icon, 'shape' | 'glyph'>): string {
  const offset = (24 - 24 * glyph) / 2;
  const radius = shape === 'rounded' ? 5 : 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">` +
    `<rect width="24" height="24" rx="${radius}" fill="${PRIMARY}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${glyph})" fill="#fff">` +
    `<path d="${GLYPH}"/></g></svg>`
  );
}

async function writeIcons(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  for (const icon of ICONS) {
    await sharp(Buffer.from(iconSvg(icon)), { density: (72 * icon.size) / 24 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(dir, icon.file));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeIcons(path.join(import.meta.dirname, '..', 'public', 'icons'));
}
