import { z } from 'zod';
import { FILE_CATEGORIES } from './files.js';

/** The seed sends `DOWNLOADABLE` for agenda files; case does not matter. */
export const FileCategorySchema = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(FILE_CATEGORIES));

export const FileSchema = z.object({
  id: z.number().int(),
  originalName: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  category: z.enum(FILE_CATEGORIES),
  sha256: z.string(),
  /** A signed link that works without a bearer header for a while (for img and a href). */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof FileSchema>;

/** `files/{id}?exp=...&sig=...`: the signature of a file link. */
export const FileQuerySchema = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(100).optional(),
});
