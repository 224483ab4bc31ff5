// What a document's letterhead prints of the council: its name in the reader's language and its
// logo, made a small PNG (PDF takes PNG and JPEG; a logo may be WebP or GIF too).
import { pickTranslation, type Locale } from '@caffee/contract';
import sharp from 'sharp';
import type { Services } from '../services.js';
import { councilNames, COUNCIL_FILES, COUNCIL_ID } from './council.js';

/** The council on a letterhead; null parts are printed as the app's own name and mark. */
export interface Letterhead {
  name: string | null;
  /** A PNG as a `data:` URL. */
  logo: string | null;
}

/** Twice the size it is printed at (40 pt), for a sharp print. */
const LOGO_PIXELS = 160;

// By content: the same logo is converted once per process, whichever database it came from.
const logos = new Map<string, Promise<string | null>>();

async function logoPng(services: Services, storageName: string): Promise<string | null> {
  const stream = await services.storage.read(storageName);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const png = await sharp(Buffer.concat(chunks), { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The council's name in `locale` (else another language) and its logo, for a letterhead. */
export async function councilLetterhead(services: Services, locale: Locale): Promise<Letterhead> {
  const [names, file] = await Promise.all([
    councilNames(services.db),
    services.db
      .selectFrom('files')
      .select(['storageName', 'sha256'])
      .where('resource', '=', COUNCIL_FILES)
      .where('recordId', '=', COUNCIL_ID)
      .where('deletedAt', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  let logo: Promise<string | null> = Promise.resolve(null);
  if (file) {
    logo = logos.get(file.sha256) ?? logoPng(services, file.storageName);
    if (logos.size > 8) logos.clear();
    logos.set(file.sha256, logo);
  }
  return {
    name: pickTranslation(names, locale) || null,
    // A logo that cannot be read now (the store is down) leaves the app's mark, not no paper.
    logo: await logo.catch(() => {
      logos.delete(file?.sha256 ?? '');
      return null;
    }),
  };
}
