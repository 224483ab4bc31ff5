import {
  envelope,
  ErrorSchema,
  IMPORT_LIMITS,
  ImportFormSchema,
  ImportProgressSchema,
  ImportRefusalSchema,
  ImportResultSchema,
  LocaleSchema,
  type Permission,
  type Resource,
  ValidationErrorSchema,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyError, hasBoundary, parsed } from '../../files/multipart.js';
import { ok } from '../../http/envelope.js';
import {
  badRequest,
  FieldValidationError,
  fieldIssue,
  HttpError,
  notFound,
} from '../../http/errors.js';
import { summaryOf } from '../../http/openapi.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { csvLine } from '../csv.js';
import type { ServerResource } from '../server-resource.js';
import { templateHeader } from './columns.js';
import { importProgress } from './progress.js';
import type { ImportInto } from './into.js';
import { runImport } from './run.js';
import { readSpreadsheet } from './sheet.js';

const tooBig = () =>
  new HttpError(
    413,
    'payload_too_large',
    `A file to import may be at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB`,
  );

/**
 * The form of an import: its one file (`file`, in memory: at most 10 MB) and its fields. The
 * whole body is read before any of it is judged, so a body cut short is said to be one (400)
 * whatever came first; then a field the form does not take is a 422 naming it, as elsewhere.
 */
async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  if (!hasBoundary(request.headers['content-type'])) {
    throw badRequest('A multipart/form-data body needs a boundary of 1 to 70 characters');
  }
  const fields: Record<string, string> = {};
  const stray: string[] = [];
  let file: { name: string; bytes: Buffer } | undefined;
  let truncated = false;
  const parts = request.parts({
    limits: { fileSize: IMPORT_LIMITS.bytes, files: 2, fields: 10, fieldSize: 20_000 },
  });
  for await (const part of parsed(request, parts)) {
    if (part.type !== 'file') {
      if (part.fieldname in FORM_FIELDS) fields[part.fieldname] = String(part.value);
      else stray.push(part.fieldname);
    } else if (part.fieldname !== 'file' || file) {
      stray.push(part.fieldname);
      // Drained, so the parser goes on to the next part (or finds the body cut short).
      try {
        for await (const _chunk of part.file);
      } catch (err) {
        throw bodyError(request, err);
      }
    } else {
      const bytes = await part.toBuffer().catch((err: unknown) => {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          truncated = true;
          return Buffer.alloc(0);
        }
        throw bodyError(request, err);
      });
      truncated ||= part.file.truncated;
      file = { name: part.filename || 'import', bytes };
    }
  }
  if (truncated) throw tooBig();
  const issues = stray.map((name) => fieldIssue(name, 'unknownField'));
  const form = ImportFormSchema.safeParse(fields);
  if (!form.success) {
    issues.push(...form.error.issues.map((i) => fieldIssue(String(i.path[0] ?? ''), 'invalid')));
  }
  let columns: (string | null)[] | undefined;
  if (form.success && form.data.columns !== undefined) {
    const given = z
      .array(z.string().max(100).nullable())
      .max(500)
      .safeParse(safeJson(form.data.columns));
    if (given.success) columns = given.data;
    else issues.push(fieldIssue('columns', 'invalid'));
  }
  if (!file) issues.push(fieldIssue('file', 'required'));
  if (issues.length > 0 || !form.success || !file) throw new FieldValidationError(issues);
  const { dryRun, calendar, progress } = form.data;
  return { file, dryRun: dryRun === 'true', calendar, columns, progress };
}

/** The form's own fields, beside its file. */
const FORM_FIELDS = ImportFormSchema.shape;

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * `POST {path}/import`: a spreadsheet into a record type, all rows or none (records/import/),
 * and `GET {path}/import/template.csv`, the header a council fills in.
 */
export function registerImport(
  app: FastifyInstance,
  services: Services,
  into: ImportInto,
  served: (path: Resource) => ServerResource,
) {
  const path = into.contract.path;
  // A record type's import needs its create; one of another path says its own.
  const access = into.access ?? (`${path}:create` as Permission);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const progress = importProgress();
  r.post(`/${path}/import`, {
    config: { access, form: 'spreadsheet' },
    // An import is one request for thousands of rows: a few a minute are enough for anyone.
    schema: {
      tags: [path],
      summary: summaryOf(path, 'import a spreadsheet (CSV or XLSX), all rows or none'),
      description:
        'Multipart: `file` (CSV in UTF-8 or XLSX, its first sheet; at most 10 MB and 20,000 ' +
        'rows), `dryRun` (`true`: check only, the default), `calendar` (how day/month/year ' +
        'dates are read) and `columns` (JSON: the target of each column, or null to ignore ' +
        'it; matched from the header otherwise). Rows with an `id` update that record (and ' +
        `need ${path}:update). 200: what was (or would be) done; 422: every problem, ` +
        "per row, in the reader's language, and nothing written.",
      querystring: z.object({ locale: LocaleSchema.optional() }),
      response: {
        ...responses(envelope(ImportResultSchema), 400, 401, 403, 413),
        415: ErrorSchema,
        // The rows' problems; or the form's own (a field it does not take, no file).
        422: z.union([ImportRefusalSchema, ValidationErrorSchema]),
      },
    },
    handler: async (request, reply) => {
      const form = await readImportForm(request);
      const sheet = await readSpreadsheet(form.file.bytes);
      const ctx = contextOf(request);
      const userId = ctx.auth.user.id;
      const { progress: id } = form;
      const result = await runImport(services, into, served, ctx, sheet, {
        file: form.file.name,
        dryRun: form.dryRun,
        calendar: form.calendar,
        ...(form.columns ? { columns: form.columns } : {}),
        ...(id ? { onRow: (done, total) => progress.set(userId, id, { done, total }) } : {}),
      }).finally(() => {
        if (id) progress.end(userId, id);
      });
      if (result.problems.length > 0) {
        return reply.code(422).send({
          ...result,
          message: `${result.problems.length} problems: nothing was imported`,
          code: 'validation_failed' as const,
          requestId: request.id,
        });
      }
      // Mail the import queued (accounts' invitations) goes now, not at the queue's next round.
      if (!result.dryRun) services.mailQueue.wake();
      return ok(result);
    },
  });

  r.get(`/${path}/import/progress/:id`, {
    config: { access },
    schema: {
      tags: [path],
      summary: summaryOf(path, "how far the caller's running import has read its file"),
      params: z.object({ id: ImportFormSchema.shape.progress.unwrap() }),
      response: responses(envelope(ImportProgressSchema), 401, 403, 404),
    },
    handler: async (request) => {
      const found = progress.get(contextOf(request).auth.user.id, request.params.id);
      if (!found) throw notFound('Running import');
      return ok(found);
    },
  });

  r.get(`/${path}/import/template.csv`, {
    config: { access, answers: 'text/csv' },
    schema: {
      tags: [path],
      summary: summaryOf(path, 'the header of a file to import'),
      querystring: z.object({ locale: LocaleSchema.optional() }),
    },
    handler: async (request, reply) => {
      const header = templateHeader(into.contract, contextOf(request).locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${path}-template.csv"`)
        .send(`\uFEFF${csvLine(header)}`);
    },
  });
}
