import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_PREFIX,
  ErrorSchema,
  FILE_CATEGORIES,
  GroupNodeSchema,
  MAX_FILES_PER_REQUEST,
  MAX_PAGE_SIZE,
  ValidationErrorSchema,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas the document names once under `components/schemas` and refers to: the recursive
 * group tree (inline, its self-reference pointed at a component that did not exist) and the
 * error answers every operation lists (the validation codes alone are a long enum).
 */
const components = z.registry<{ id: string }>();
components.add(GroupNodeSchema, { id: 'GroupNode' });
components.add(ErrorSchema, { id: 'Error' });
components.add(ValidationErrorSchema, { id: 'ValidationError' });

/**
 * Names a schema in the document (a record type's read, create and update shapes): every
 * operation that uses it refers to one component instead of repeating it, which took the
 * document from 9 MB to a size client generators handle. Pass the same schema object each
 * time (an id is given once; a second object under it is inlined).
 */
export function documentAs<T extends z.ZodType>(schema: T, id: string): T {
  if (!components.has(schema) && !components._idmap.has(id)) components.add(schema, { id });
  return schema;
}

/** `news-feeds` → `NewsFeeds`: a record type's name in the document. */
export const pascalOf = (path: string) =>
  path.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase());

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A body sent as `multipart/form-data` (files as `media[i][file]` with `media[i][type]`),
     * besides JSON (`also`) or only so (`only`): documented, as the schema names JSON alone.
     */
    form?: 'also' | 'only' | 'spreadsheet';
    /** A success answer that is not JSON: a CSV export, an iCalendar feed, a stored file, a PDF. */
    answers?: 'text/csv' | 'text/calendar' | 'file' | 'application/pdf';
  }
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
/** The document as this module reads it (@fastify/swagger types each OpenAPI version apart). */
interface ApiDocument {
  paths?: Record<string, Json>;
  components?: { schemas?: Record<string, unknown> };
}
type Json = Record<string, unknown>;

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

/** An operation's one-line summary under its record type: `News feeds: list`. */
export const summaryOf = (path: string, action: string) =>
  `${path[0]!.toUpperCase()}${path.slice(1).replaceAll('-', ' ')}: ${action}`;

/** `GET /api/v1/news-feeds/{id}/comments` → `getNewsFeedsIdComments`: unique, as routes are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** A JSON read's tag and the 304 it allows (http/etag.ts). */
const ETAG_HEADER = {
  ETag: {
    type: 'string',
    description:
      'A weak tag of the JSON; sent back in If-None-Match, an unchanged answer is a 304.',
  },
};
const NOT_MODIFIED = {
  type: 'null',
  description: 'Not modified: If-None-Match names the current tag. No body.',
  headers: ETAG_HEADER,
};

/** The object a field's schema is or may be (a multilingual text: a string or `{om,en,am}`). */
function objectIn(schema: Json): Json | undefined {
  if (schema.type === 'object' && schema.properties) return schema;
  for (const branch of (schema.anyOf as Json[] | undefined) ?? []) {
    const found = objectIn(branch);
    if (found) return found;
  }
  return undefined;
}

const FORM_OF = 'x-form-of';

/** A JSON body's fields as a form sends them: `title[om]` for a field of an object. */
function formSchemaOf(body: Json, components: Record<string, unknown>): Json {
  const ref = typeof body.$ref === 'string' ? body.$ref.split('/').pop() : undefined;
  const shape = ref ? ((components[ref] as Json | undefined) ?? {}) : body;
  const properties: Record<string, unknown> = {};
  for (const [name, field] of Object.entries((shape.properties as Record<string, Json>) ?? {})) {
    const inner = objectIn(field);
    if (field.type !== 'object') properties[name] = field;
    for (const [key, value] of Object.entries((inner?.properties as Json | undefined) ?? {})) {
      properties[`${name}[${key}]`] = value;
    }
  }
  return {
    type: 'object',
    description:
      "The JSON body's fields as form fields (a field of an object as `title[om]`), and up to " +
      `${MAX_FILES_PER_REQUEST} files, each as media[i][file] with its kind in media[i][type]. ` +
      'A field the JSON body does not take is refused here too (422 naming it).',
    properties: {
      ...properties,
      'media[0][file]': { type: 'string', contentMediaType: 'application/octet-stream' },
      'media[0][type]': { type: 'string', enum: FILE_CATEGORIES },
    },
  };
}

/** The form of an import (records/import/import-route.ts): one file and its options. */
const SPREADSHEET_FORM = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', contentMediaType: 'application/octet-stream' },
    dryRun: { type: 'string', enum: ['true', 'false'], default: 'true' },
    calendar: { type: 'string', enum: ['gregorian', 'ethiopic'], default: 'gregorian' },
    columns: { type: 'string', description: 'JSON: the target of each column, or null' },
  },
};

const ANSWERS = {
  'text/csv': { 'text/csv': { schema: { type: 'string' } } },
  'text/calendar': { 'text/calendar': { schema: { type: 'string' } } },
  'application/pdf': {
    'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
  },
  file: {
    'application/octet-stream': {
      schema: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
  },
} as const;

/** What a route declares beyond its schemas: who may call it, what it takes and answers. */
const describeRoute: Transform = (input) => {
  const { schema, url } = zodTransform(input) as { schema?: Json; url: string };
  if (!schema || schema.hide) return { schema: schema ?? { hide: true }, url };
  const { route } = input as unknown as {
    route: {
      method: string | string[];
      config?: {
        access?: string;
        form?: 'also' | 'only' | 'spreadsheet';
        answers?: keyof typeof ANSWERS;
      };
    };
  };
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const { access, form, answers } = route.config ?? {};
  const response = { ...((schema.response as Json | undefined) ?? {}) };
  // Every route can meet these, whatever its own schema lists: no valid token (401; a public
  // route that also takes one, a signed link or a bearer token, checks it), no permission
  // (403), a body over the limit (413), the database busy or unreachable (503, retry after a
  // few seconds).
  const optional = access === 'public' && Boolean((schema.security as unknown[])?.length);
  const permission = access !== undefined && access !== 'public' && access !== 'authenticated';
  if (access !== 'public' || optional) response['401'] ??= ERROR_REF;
  if (permission || optional) response['403'] ??= ERROR_REF;
  if (schema.body || form) response['413'] ??= ERROR_REF;
  response['503'] ??= ERROR_REF;
  if (answers) {
    response['200'] = { description: 'The answer', content: ANSWERS[answers] };
  } else if (method === 'GET' && url.startsWith(`${API_PREFIX}/`) && response['200']) {
    response['200'] = { ...(response['200'] as Json), headers: ETAG_HEADER };
    response['304'] = NOT_MODIFIED;
  }
  const body = schema.body as Json | undefined;
  return {
    url,
    schema: {
      ...schema,
      operationId: operationIdOf(method, url),
      response,
      ...(form
        ? {
            body: {
              content: {
                ...(form === 'also' && body ? { 'application/json': { schema: body } } : {}),
                // Written out once the components are known (describeDocument).
                'multipart/form-data': {
                  schema: form === 'spreadsheet' ? SPREADSHEET_FORM : { [FORM_OF]: body ?? {} },
                },
              },
            },
          }
        : {}),
      // Sign-in, registration, refresh and health are called without a bearer token; files and
      // the calendar feed say they take one optionally (a signed link is enough).
      ...(access === 'public' ? { security: schema.security ?? [] } : {}),
      // The permission the route checks, as named in docs/permissions.md.
      ...(permission ? { 'x-permission': access } : {}),
    },
  };
};

/**
 * The seed's clients write objects in the query with brackets (`pagination[page]=2`,
 * `filter[status][$eq]=draft`): OpenAPI's `deepObject` style. Lists (`includes`) repeat the
 * name (`includes=a&includes=b`; `includes[]=a` is read the same).
 */
function describeQuery(parameter: Json) {
  if (parameter.in !== 'query') return;
  const schema = parameter.schema as Json | undefined;
  if (schema?.type === 'object') {
    parameter.style = 'deepObject';
    parameter.explode = true;
  }
  if (parameter.name === 'pagination') {
    const pageSize = (schema?.properties as Record<string, Json> | undefined)?.pageSize;
    if (pageSize) {
      pageSize.maximum = MAX_PAGE_SIZE;
      pageSize.description = `Records a page; at most ${MAX_PAGE_SIZE} (a larger value is served as ${MAX_PAGE_SIZE}).`;
    }
  }
}

/**
 * Leaves out the components no operation refers to: zod's registries give every named schema
 * an input and an output form (`NewsFeedsInput`), and a type is read or written, rarely both.
 */
function withoutUnused(document: ApiDocument) {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [, id] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(id!)) continue;
      used.add(id!);
      visit(JSON.stringify(schemas[id!] ?? null));
    }
  };
  visit(JSON.stringify(document.paths ?? {}));
  for (const id of Object.keys(schemas)) if (!used.has(id)) delete schemas[id];
}

const describeDocument: TransformObject = (input) => {
  const document = zodComponents(input) as ApiDocument;
  const components = document.components?.schemas ?? {};
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations) as Json[]) {
      const form = (operation.requestBody as { content?: Record<string, { schema: Json }> })
        ?.content?.['multipart/form-data'];
      if (form?.schema[FORM_OF])
        form.schema = formSchemaOf(form.schema[FORM_OF] as Json, components);
    }
  }
  withoutUnused(document);
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations) as Json[]) {
      for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
        describeQuery(parameter);
      }
    }
  }
  return document as ReturnType<TransformObject>;
};

/** The OpenAPI document, generated from the route schemas, with a viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Caffee API',
        description:
          'Records of the regional council and its institutes. Every success answer is ' +
          '`{ payload, _attributes: { pagination } }`; validation failures are 422 with ' +
          '`errors` as a list of single-field objects.',
        version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: describeRoute,
    transformObject: describeDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
