/** The council's own identity: its name in each language and its logo, on every letterhead. */
import { z } from 'zod';
import { FileSchema } from './file-schemas.js';
import { TranslationsSchema } from './translation.js';

export const COUNCIL_NAME_MAX = 200;

/** `GET settings/council`: the name in the reader's language (null when none is set). */
export const CouncilSchema = z.object({
  /** In the request's language, else Afaan Oromoo, else any; null when no language is set. */
  name: z.string().nullable(),
  translations: z.object({ name: TranslationsSchema }),
  /** The logo image; null when none is set (the app's own mark is printed then). */
  logo: FileSchema.nullable(),
});
export type Council = z.infer<typeof CouncilSchema>;

const nameText = z.string().trim().max(COUNCIL_NAME_MAX);

/**
 * `PUT settings/council`: the name in each language; a language left out stays as it is, an
 * empty one is cleared (every letterhead then shows the app's name).
 */
export const CouncilUpdateSchema = z.strictObject({
  name: z.strictObject({
    om: nameText.optional(),
    en: nameText.optional(),
    am: nameText.optional(),
  }),
});
export type CouncilUpdate = z.infer<typeof CouncilUpdateSchema>;
