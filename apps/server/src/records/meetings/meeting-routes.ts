import {
  AgendaItemCreateSchema,
  AgendaItemParamsSchema,
  AgendaItemSchema,
  AgendaItemUpdateSchema,
  envelope,
  IdParamsSchema,
  LocaleSchema,
  MeetingAttendanceSummarySchema,
  meetings,
  withCommonIncludes,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { invalidField, notFound } from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import type { RequestContext } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { createAgendaItem, removeAgendaItem, updateAgendaItem } from './agenda-items.js';
import { replaceMinutes } from './minutes.js';
import { multipartInto, withUploads } from './multipart-body.js';
import { meetingSummary } from './summaries.js';

const tags = ['meetings'];
const WriteQuery = z.object({ locale: LocaleSchema.optional() });
const MeetingRecord = withCommonIncludes(meetings.record.partial().required({ id: true }));
/** The caller's context if the meeting is visible to them; a 404 otherwise. */
type Visible = (request: FastifyRequest, id: number) => Promise<RequestContext>;

/**
 * A meeting's own routes: its agenda items (multipart with their agenda files, or JSON),
 * its minutes, and its attendance summary. Each needs the meeting to be visible to the
 * caller (invited, or council staff): otherwise it does not exist for them.
 */
export function registerMeetingRoutes(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
) {
  const visible: Visible = async (request, id) => {
    const ctx = contextOf(request);
    if (!(await store.find(id, ctx))) throw notFound('Meeting');
    return ctx;
  };
  registerAgendaRoutes(app, services, visible);
  registerMinutes(app, services, store, visible);

  app.withTypeProvider<ZodTypeProvider>().get('/meetings/:id/attendance-summary', {
    config: { access: 'meetings:read' },
    schema: {
      tags,
      summary: 'Meetings: who attended, in numbers',
      params: IdParamsSchema,
      response: responses(envelope(MeetingAttendanceSummarySchema), 401, 403, 404),
    },
    handler: async (request) => {
      await visible(request, request.params.id);
      return ok(await meetingSummary(services.db, request.params.id));
    },
  });
}

/** `POST meetings/{id}/agenda-items`, `PUT`/`PATCH`/`DELETE meetings/{id}/agenda-items/{itemId}`. */
function registerAgendaRoutes(app: FastifyInstance, services: Services, visible: Visible) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const items = '/meetings/:id/agenda-items';
  r.post(items, {
    config: { access: 'meetings:update', form: 'also' },
    preValidation: multipartInto(services, AgendaItemCreateSchema, ['downloadable']),
    schema: {
      tags,
      summary: 'Meetings: add an agenda item',
      params: IdParamsSchema,
      querystring: WriteQuery,
      body: AgendaItemCreateSchema,
      response: responses(envelope(AgendaItemSchema), 401, 403, 404, 409),
    },
    handler: async (request) => {
      const ctx = await visible(request, request.params.id);
      return ok(
        await withUploads(request, (files) =>
          createAgendaItem(services, request.params.id, request.body, ctx, files),
        ),
      );
    },
  });

  for (const method of ['PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${items}/:itemId`,
      config: { access: 'meetings:update', form: 'also' },
      preValidation: multipartInto(services, AgendaItemUpdateSchema, ['downloadable']),
      schema: {
        tags,
        summary: 'Meetings: update an agenda item',
        params: AgendaItemParamsSchema,
        querystring: WriteQuery,
        body: AgendaItemUpdateSchema,
        response: responses(envelope(AgendaItemSchema), 401, 403, 404),
      },
      handler: async (request) => {
        const ctx = await visible(request, request.params.id);
        const ids = { meetingId: request.params.id, itemId: request.params.itemId };
        return ok(
          await withUploads(request, (files) =>
            updateAgendaItem(services, ids, request.body, ctx, files),
          ),
        );
      },
    });
  }

  r.delete(`${items}/:itemId`, {
    config: { access: 'meetings:update' },
    schema: {
      tags,
      summary: 'Meetings: remove an agenda item',
      params: AgendaItemParamsSchema,
      response: responses(envelope(AgendaItemSchema), 401, 403, 404),
    },
    handler: async (request) => {
      const ctx = await visible(request, request.params.id);
      const ids = { meetingId: request.params.id, itemId: request.params.itemId };
      return ok(await removeAgendaItem(services, ids, ctx));
    },
  });
}

/** `PUT meetings/{id}/minutes` (multipart, one downloadable file) and `DELETE` to clear. */
function registerMinutes(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
  visible: Visible,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const url = '/meetings/:id/minutes';
  const schema = {
    tags,
    params: IdParamsSchema,
    response: responses(envelope(MeetingRecord), 400, 401, 403, 404, 413),
  };
  // The form takes one file and no field: another field is refused (422 naming it).
  const MinutesForm = z.strictObject({});
  typed.put(url, {
    config: { access: 'meetings:update', form: 'only' },
    preValidation: multipartInto(services, MinutesForm, ['downloadable']),
    schema: { ...schema, body: MinutesForm, summary: 'Meetings: upload the minutes' },
    handler: async (request) => {
      const ctx = await visible(request, request.params.id);
      const files = request.savedFiles?.files ?? [];
      if (files.length !== 1) {
        throw invalidField('media[0][file]', 'oneMinutesFile');
      }
      await withUploads(request, (saved) =>
        replaceMinutes(services, request.params.id, saved, ctx),
      );
      return ok(await store.get(request.params.id, ctx, ['minutes']));
    },
  });
  typed.delete(url, {
    config: { access: 'meetings:update' },
    schema: { ...schema, summary: 'Meetings: remove the minutes' },
    handler: async (request) => {
      const ctx = await visible(request, request.params.id);
      await replaceMinutes(services, request.params.id, [], ctx);
      return ok(await store.get(request.params.id, ctx, ['minutes']));
    },
  });
}
