import type { ComplaintStatus, ComplaintTransitionBody } from '@caffee/contract';
import {
  ComplainSchema,
  COMPLAINT_TRANSITIONS,
  ComplaintTransitionBodySchema,
  envelope,
  IdParamsSchema,
  readQuerySchema,
  withCommonIncludes,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit-log.js';
import { writeLimit } from '../../auth/write-limit.js';
import { ok } from '../../http/envelope.js';
import { conflict, HttpError, invalidField, notFound } from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import type { RequestContext, Row } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { visibleFirst } from './refs.js';

/**
 * A step asked again once taken (a double click, a retry, two reviewers at once): answered as
 * what it is, not as a step the workflow refuses; nothing is written or told twice.
 */
const alreadyDone = (status: ComplaintStatus) =>
  new HttpError(409, 'already_done', `This complaint is already ${status.replace('_', ' ')}`);

/**
 * One step of a complaint's workflow, with its audit entry in the same transaction. The
 * update names the status it starts from, so two reviewers cannot both move it.
 */
async function transition(
  services: Services,
  store: ResourceStore,
  id: number,
  body: ComplaintTransitionBody,
  ctx: RequestContext,
) {
  const complaint = await store.find(id, ctx);
  if (!complaint) throw notFound();
  const from = complaint.status as ComplaintStatus;
  if (from === body.to) throw alreadyDone(from);
  if (!COMPLAINT_TRANSITIONS[from].includes(body.to)) {
    throw conflict(`A complaint cannot go from ${from} to ${body.to}`);
  }
  // Closing a complaint says why: the reason it was rejected, or how it was resolved.
  if (body.to === 'rejected' && !body.reason) throw invalidField('reason', 'rejectReason');
  if (body.to === 'resolved' && !body.reason) throw invalidField('reason', 'resolveNote');
  const reason = body.reason || null;
  const updated = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('complains')
      .set({ status: body.to, statusReason: reason, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const now = await trx
        .selectFrom('complains')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      if (now?.status === body.to) throw alreadyDone(body.to);
      throw conflict('The complaint changed meanwhile: reload it');
    }
    await recordAudit(trx, {
      resource: 'complains',
      recordId: id,
      action: body.to,
      actorId: ctx.auth.user.id,
      requestId: ctx.requestId,
      before: { status: from },
      after: { status: body.to, ...(reason ? { reason } : {}) },
    });
    return row as unknown as Row;
  });
  return (await store.present([updated], ctx, ['auditHistory']))[0];
}

/** `POST complains/{id}/transition` `{ to, reason? }`: review a complaint. */
export function complaintWorkflowRoutes(
  app: FastifyInstance,
  services: Services,
  store: ResourceStore,
) {
  app.withTypeProvider<ZodTypeProvider>().post('/complains/:id/transition', {
    config: { access: 'complains:review' },
    preValidation: visibleFirst(store),
    // A step tells who filed the complaint and the institute's users.
    preHandler: writeLimit(services, 'step'),
    schema: {
      tags: ['complains'],
      summary: 'Complaints: move one through its workflow',
      params: IdParamsSchema,
      querystring: readQuerySchema([]).pick({ locale: true }),
      body: ComplaintTransitionBodySchema,
      response: responses(envelope(withCommonIncludes(ComplainSchema)), 401, 403, 404, 409, 429),
    },
    handler: async (request) =>
      ok(await transition(services, store, request.params.id, request.body, contextOf(request))),
  });
}
