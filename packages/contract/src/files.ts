/*
 * Files: what they are for, the types and sizes taken (no zod here: the record declarations and the
 * sign-in page read these without loading it; the schemas are in file-schemas.ts).
 */

/** What a file is for. The seed sends `DOWNLOADABLE` for agenda files; case does not matter. */
export const FILE_CATEGORIES = ['downloadable', 'profile', 'image', 'attachment'] as const;
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

/** The one kind of file some fields take (a law's text). */
export const PDF_TYPE = 'application/pdf';

/**
 * How each accepted type is named to people: the format's own name, the same in every
 * language. Types of one family share a name (`.doc` and `.docx` are both Word).
 */
export const FILE_TYPE_NAMES: Record<(typeof ALLOWED_FILE_TYPES)[number], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/msword': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};

/** The names of some types, each once, in the order given. */
export const fileTypeNames = (types: readonly string[]): string[] => [
  ...new Set(types.map((type) => FILE_TYPE_NAMES[type as keyof typeof FILE_TYPE_NAMES] ?? type)),
];

/** Why a file would be refused before it is sent, as the server refuses it. */
export type FileRefusal = 'fileTooLarge' | 'fileEmpty' | 'fileTypeRefused';

/**
 * What a chosen file's size and declared type already tell, before uploading it: too large
 * (`MAX_FILE_SIZE`, the server's limit), empty, or of a type the field does not take. A file
 * the browser gives no type is left to the server, which recognises files by their content.
 */
export function fileRefusal(
  file: { size: number; type: string },
  types: readonly string[] = ALLOWED_FILE_TYPES,
): FileRefusal | null {
  if (file.size > MAX_FILE_SIZE) return 'fileTooLarge';
  if (file.size === 0) return 'fileEmpty';
  if (file.type && !types.includes(file.type)) return 'fileTypeRefused';
  return null;
}
