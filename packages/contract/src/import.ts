import { z } from 'zod';
import { CalendarQuerySchema } from './calendar-query.js';
import { LocaleSchema } from './locale.js';

/**
 * Importing a spreadsheet into a record type (`POST /{type}/import`, multipart): the file
 * (`file`: CSV in UTF-8, with or without a BOM, or XLSX, its first sheet), `dryRun`, the
 * reader's `calendar` for dates written day/month/year, and optionally `columns`, the
 * target of each column of the header in order (JSON: a target, null to ignore it).
 * docs/importing.md says how columns are matched and values read.
 */
export const IMPORT_LIMITS = {
  /** The largest file taken, in bytes. */
  bytes: 10 * 1024 * 1024,
  /** The most data rows taken (below the header). */
  rows: 20_000,
  /** Rows of the file an answer shows back, for the screen's preview. */
  preview: 10,
} as const;

export const ImportFormSchema = z.object({
  dryRun: z.enum(['true', 'false']).default('true'),
  calendar: CalendarQuerySchema,
  /**
   * JSON: `["title[en]", null, "categoryId", ""]`, one entry per header cell: a target, null to
   * ignore the column, "" for none yet (an unknown column, still a problem).
   */
  columns: z.string().max(20_000).optional(),
  /**
   * An id the client makes up for this request (16 to 64 letters, digits, `-`), under which
   * `GET {type}/import/progress/{id}` says how far the server has read the file.
   */
  progress: z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/)
    .optional(),
});

/**
 * `GET {type}/import/progress/{id}`: the rows of the caller's running import read so far
 * (checked, and written unless it is a dry run). A 404 once it is done, or where the request
 * went to another server process than the import (the screen then shows no count).
 */
export const ImportProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

/**
 * Something a column may be matched to: a field (`categoryId`), or one language of a
 * multilingual one (`title[am]`); `label` is how the reader's screens name it.
 */
export const ImportTargetSchema = z.object({
  target: z.string(),
  field: z.string(),
  locale: LocaleSchema.nullable(),
  label: z.string(),
  required: z.boolean(),
});
export type ImportTarget = z.infer<typeof ImportTargetSchema>;

/** One column of the file's header and the target it was matched to (null: ignored). */
export const ImportColumnSchema = z.object({
  header: z.string(),
  target: z.string().nullable(),
});
export type ImportColumn = z.infer<typeof ImportColumnSchema>;

/**
 * A refused value or row. `row` is the row number as the spreadsheet shows it (the header is
 * 1, the first record 2); `column` the header of the cell, where one is to blame; `message`
 * in the reader's language.
 */
export const ImportProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  field: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** What an import did, or, with `dryRun`, would do; with problems (422), nothing. */
export const ImportResultSchema = z.object({
  file: z.string(),
  dryRun: z.boolean(),
  /** Data rows in the file. */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows with an `id` whose values are the record's already. */
  unchanged: z.number().int(),
  columns: z.array(ImportColumnSchema),
  targets: z.array(ImportTargetSchema),
  /** The first rows of the file as text, under `columns`. */
  preview: z.array(z.array(z.string())),
  problems: z.array(ImportProblemSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** A 422 of an import: nothing was written; every problem is listed. */
export const ImportRefusalSchema = ImportResultSchema.extend({
  message: z.string(),
  code: z.literal('validation_failed'),
  requestId: z.string().optional(),
});
export type ImportRefusal = z.infer<typeof ImportRefusalSchema>;

/**
 * What an import wrote, as its importer is told once it committed (the `import-done`
 * notification, and the importer's account history): the file, the record type's path
 * (`into`; `address` for a region's address list) and the counts.
 */
export const ImportDoneSchema = z.object({
  file: z.string(),
  into: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportDone = z.infer<typeof ImportDoneSchema>;
