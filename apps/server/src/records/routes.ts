import {
  envelope,
  IdParamsSchema,
  listEnvelope,
  listQueryOf,
  LocaleSchema,
  readQueryOf,
  withCommonIncludes,
  type Resource,
  type ResourceContract,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodObject } from 'zod';
import { createLimit } from '../auth/write-limit.js';
import { answerCacheOf } from '../http/answer-cache.js';
import { documentAs, pascalOf, summaryOf } from '../http/openapi.js';
import { ok, page } from '../http/envelope.js';
import { commentsClosed, invalidField } from '../http/errors.js';
import { responses } from '../http/responses.js';
import type { Services } from '../services.js';
import { readMultipart } from '../files/multipart.js';
import { discardSaved, type SavedFile } from '../files/storage.js';
import { registerComments } from './comments.js';
import { contextOf } from './context.js';
import { registerDocument } from './documents/document-route.js';
import { registerExport } from './export-route.js';
import { registerImport } from './import/import-route.js';
import { storeImport } from './import/into.js';
import { coerceFormFields } from './fields.js';
import type { ServerResource } from './server-resource.js';
import { resourceStore } from './store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart body, saved but not yet recorded. */
    savedFiles?: { files: SavedFile[]; recorded: boolean };
  }
}

/**
 * A multipart create or update: its files are saved (checked by content) and its fields
 * become the body, so the same schema validates JSON and form bodies. Files that no
 * record took are removed once the answer is sent, whatever went wrong.
 */
function multipartBody(services: Services, resource: ServerResource, schema: ZodObject) {
  const hook: preValidationHookHandler = async (request) => {
    if (!request.isMultipart()) return;
    const fallback = resource.contract.files[0] ?? 'attachment';
    const { fields, media } = await readMultipart(request, services.storage, fallback);
    request.savedFiles = { files: media, recorded: false };
    const refused = media.find((f) => !resource.contract.files.includes(f.category));
    if (refused) {
      throw invalidField('media', 'fileCategoryRefused', { category: refused.category });
    }
    request.body = coerceFormFields(schema, fields);
  };
  return hook;
}

/** Runs a write with the request's saved files; they count as kept once it succeeded. */
async function withSavedFiles<T>(
  request: FastifyRequest,
  write: (files: SavedFile[]) => Promise<T>,
) {
  const result = await write(request.savedFiles?.files ?? []);
  if (request.savedFiles) request.savedFiles.recorded = true;
  return result;
}

/**
 * Removes the files of a request whose write did not happen (registered once, in app.ts).
 * A write can commit and still fail after (its read-back, the database gone): files a row
 * refers to are kept, and when the database cannot be asked, all are kept for the sweep at
 * the next start (files/sweep.ts) rather than risk deleting a saved record's content.
 */
export async function discardUnrecorded(request: FastifyRequest, services: Services) {
  const saved = request.savedFiles;
  if (!saved || saved.recorded || saved.files.length === 0) return;
  let rows: { storageName: string }[];
  try {
    rows = await services.db
      .selectFrom('files')
      .select('storageName')
      .where(
        'storageName',
        'in',
        saved.files.map((f) => f.storageName),
      )
      .execute();
  } catch (err) {
    request.log.warn({ err }, 'uploads kept: cannot check whether a record refers to them');
    return;
  }
  const kept = new Set(rows.map((r) => r.storageName));
  await discardSaved(
    services.storage,
    saved.files.filter((f) => !kept.has(f.storageName)),
  );
}

const readSchemas = new WeakMap<ResourceContract, z.ZodObject>();

/**
 * A record type's answer shape (a list page leaves out what it was not asked for), one object
 * per type, named in the OpenAPI document.
 */
function readSchemaOf(c: ResourceContract) {
  let schema = readSchemas.get(c);
  if (!schema) {
    schema = documentAs(
      withCommonIncludes(c.record.partial().required({ id: true })),
      pascalOf(c.path),
    );
    readSchemas.set(c, schema);
  }
  return schema;
}

/** The language a plain-string multilingual value is written in. */
const WriteQuerySchema = z.object({ locale: LocaleSchema.optional() });

/**
 * Registers a record type's routes at its path: list, create, get, update (PUT and PATCH),
 * soft delete, and comments when it has them, each behind `{path}:{action}`.
 */
export function registerResource(
  app: FastifyInstance,
  services: Services,
  resource: ServerResource,
  served: (path: Resource) => ServerResource,
) {
  const c = resource.contract;
  const store = resourceStore(services, resource);
  // Reads are answered again from memory while none of the tables they read has changed.
  const answers = answerCacheOf(services);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${c.path}`;
  const Record = readSchemaOf(c);
  const Create = documentAs(c.create, `${pascalOf(c.path)}Create`);
  const Update = documentAs(c.update, `${pascalOf(c.path)}Update`);
  const tags = [c.path];
  const withFiles = c.files.length > 0;
  resource.extend?.(app, services, store, served);

  r.get(base, {
    config: { access: `${c.path}:list` },
    preValidation: answers.sendKept,
    schema: {
      tags,
      summary: summaryOf(c.path, 'list (pages by number or cursor, filters, sorting, search)'),
      querystring: listQueryOf(c),
      response: responses(listEnvelope(Record), 400, 401, 403),
    },
    handler: (request, reply) =>
      answers.answer(request, reply, async () => {
        const { payload, ...p } = await store.list(request.query, contextOf(request));
        return page(payload, p);
      }),
  });

  registerExport(
    app,
    services,
    {
      path: c.path,
      access: `${c.path}:list`,
      exported: resource,
      listQuery: listQueryOf(c),
      batches: (query, ctx) => store.batches(query, ctx),
    },
    served,
  );

  registerImport(app, services, storeImport(resource), served);
  registerDocument(app, services, resource, served);

  r.post(base, {
    config: { access: `${c.path}:create`, ...(withFiles ? { form: 'also' as const } : {}) },
    ...(withFiles ? { preValidation: multipartBody(services, resource, c.create) } : {}),
    // A record whose creation tells someone is made at most so fast by one person.
    ...createLimit(services, c.path),
    schema: {
      tags,
      summary: summaryOf(c.path, 'create one'),
      querystring: WriteQuerySchema,
      body: Create,
      response: responses(envelope(Record), 401, 403, 409, 429),
    },
    handler: async (request) =>
      ok(
        await withSavedFiles(request, (files) =>
          store.create(request.body as Record<string, unknown>, contextOf(request), files),
        ),
      ),
  });

  r.get(`${base}/:id`, {
    config: { access: `${c.path}:read` },
    preValidation: answers.sendKept,
    schema: {
      tags,
      summary: summaryOf(c.path, 'read one'),
      params: IdParamsSchema,
      querystring: readQueryOf(c),
      response: responses(envelope(Record), 400, 401, 403, 404),
    },
    handler: (request, reply) =>
      answers.answer(request, reply, async () =>
        ok(await store.get(request.params.id, contextOf(request), request.query.includes)),
      ),
  });

  for (const method of ['PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: { access: `${c.path}:update`, ...(withFiles ? { form: 'also' as const } : {}) },
      ...(withFiles ? { preValidation: multipartBody(services, resource, c.update) } : {}),
      schema: {
        tags,
        summary: summaryOf(c.path, method === 'PUT' ? 'update one' : 'update some fields of one'),
        params: IdParamsSchema,
        querystring: WriteQuerySchema,
        body: Update,
        response: responses(envelope(Record), 401, 403, 404, 409),
      },
      handler: async (request) =>
        ok(
          await withSavedFiles(request, (files) =>
            store.update(
              request.params.id,
              request.body as Record<string, unknown>,
              contextOf(request),
              files,
            ),
          ),
        ),
    });
  }

  r.delete(`${base}/:id`, {
    config: { access: `${c.path}:delete` },
    schema: {
      tags,
      summary: summaryOf(c.path, 'delete one'),
      params: IdParamsSchema,
      response: responses(envelope(Record), 401, 403, 404, 409),
    },
    handler: async (request) => ok(await store.remove(request.params.id, contextOf(request))),
  });

  if (c.comments) {
    registerComments(app, services, {
      path: c.path,
      resource: c.path,
      exists: async (id, ctx) => (await store.find(id, ctx)) !== undefined,
      canComment: async (id, ctx) => {
        if (!resource.canComment) return;
        const row = await store.find(id, ctx);
        const refusal = row && resource.canComment(row, ctx);
        if (refusal) throw commentsClosed(refusal);
      },
    });
  }
  return store;
}
