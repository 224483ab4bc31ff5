import {
  envelope,
  IdParamsSchema,
  readQuerySchema,
  SurveySchema,
  withCommonIncludes,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit-log.js';
import { ok } from '../../http/envelope.js';
import { FieldConflictError, fieldIssue, notFound } from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import type { RequestContext, Row } from '../server-resource.js';
import type { ResourceStore } from '../store.js';
import { surveyQuestions } from './survey-questions.js';

/**
 * Publishes a draft: its audience sees it from now on, and is told once when it opens (at
 * once, or when its opening time comes: notifications/reminders.ts). Refused (409, naming
 * why) without a question or once it has closed. Publishing a published survey changes
 * nothing and answers it as it is: a repeated click is not an error.
 */
async function publish(services: Services, store: ResourceStore, survey: Row, ctx: RequestContext) {
  if (survey.publishedAt == null) {
    const closesAt = survey.closesAt as string | null;
    if (closesAt && Date.parse(closesAt) <= Date.now()) {
      throw new FieldConflictError(
        fieldIssue('closesAt', 'publishClosed'),
        'This survey has closed',
      );
    }
    if ((await surveyQuestions(services, [survey.id])).length === 0) {
      throw new FieldConflictError(
        fieldIssue('questions', 'publishWithoutQuestions'),
        'A survey is published with at least one question',
      );
    }
    const now = new Date().toISOString();
    await services.db.transaction().execute(async (trx) => {
      // Only a draft is published: of two at once, one writes the history.
      const done = await trx
        .updateTable('surveys')
        .set({ publishedAt: now, updatedAt: now })
        .where('id', '=', survey.id)
        .where('publishedAt', 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return;
      await recordAudit(trx, {
        resource: 'surveys',
        recordId: survey.id,
        action: 'publish',
        actorId: ctx.auth.user.id,
        requestId: ctx.requestId,
        before: { publishedAt: null },
        after: { publishedAt: now },
      });
    });
  }
  const row = await store.find(survey.id, ctx);
  if (!row) throw notFound();
  return (await store.present([row], ctx, ['auditHistory']))[0];
}

/** `POST surveys/{id}/publish`: a draft goes to its audience. */
export function surveyPublishRoute(app: FastifyInstance, services: Services, store: ResourceStore) {
  app.withTypeProvider<ZodTypeProvider>().post('/surveys/:id/publish', {
    config: { access: 'surveys:publish' },
    schema: {
      tags: ['surveys'],
      summary: 'Surveys: publish a draft',
      description:
        'Publishes a draft survey to its audience, who are told once when it opens. Refused ' +
        '(409, `details` naming `questions` or `closesAt`) without questions or once closed; ' +
        'a published survey is answered as it is.',
      params: IdParamsSchema,
      querystring: readQuerySchema([]).pick({ locale: true }),
      response: responses(envelope(withCommonIncludes(SurveySchema)), 401, 403, 404, 409),
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const survey = await store.find(request.params.id, ctx);
      if (!survey) throw notFound();
      return ok(await publish(services, store, survey, ctx));
    },
  });
}
