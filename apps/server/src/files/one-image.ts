import type { FileCategory } from '@caffee/contract';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../http/errors.js';
import type { Services } from '../services.js';
import { readMultipart } from './multipart.js';
import { discardSaved, type SavedFile } from './storage.js';

/**
 * A form of one image and nothing else (a profile picture, the council's logo): `media[0][file]`
 * whose content is an image (422 otherwise, as is another field or a second file). Its file is
 * removed again if `use` does not take it.
 */
export async function withOneImage<T>(
  services: Services,
  request: FastifyRequest,
  category: Extract<FileCategory, 'profile' | 'image'>,
  use: (saved: SavedFile[]) => Promise<T>,
): Promise<T> {
  const { fields, media } = await readMultipart(request, services.storage, category);
  const picture = media[0];
  try {
    // The form takes only its file: another field is refused, as in a JSON body.
    const extra = Object.keys(fields)[0];
    if (extra !== undefined) throw invalidField(extra, 'unknownField');
    if (!picture || media.length > 1) throw invalidField('media[0][file]', 'onePicture');
    if (picture.category !== 'profile' && picture.category !== 'image') {
      throw invalidField('media[0][type]', 'pictureType');
    }
    return await use([picture]);
  } catch (err) {
    await discardSaved(services.storage, media);
    throw err;
  }
}
