import { z } from 'zod';

/** What a file is for. The seed sends `DOWNLOADABLE` for agenda files; case does not matter. */
export const FILE_CATEGORIES = ['downloadable', 'profile', 'image', 'attachment'] as const;
export const FileCategorySchema = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(FILE_CATEGORIES));
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const MAX_FILE_SIZE = 20 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 10;

/** Image types (for profile pictures and images), recognised by content, not by name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Every type a file may have, recognised by content (text by its name and a UTF-8 check). */
export const ALLOWED_FILE_TYPES = [
  ...IMAGE_TYPES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/msword',
  'application/vnd.ms-excel',
  'text/plain',
  'text/csv',
] as const;

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
