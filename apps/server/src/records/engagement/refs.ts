import { IdParamsSchema } from '@caffee/contract';
import type { preValidationHookHandler } from 'fastify';
import { invalidField, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import type { ResourceStore } from '../store.js';

/** Refuses an institute id that is not a live institute (422 on the field). */
export async function checkInstitute(services: Services, id: unknown, field: string) {
  if (id === null || id === undefined) return;
  const found = await services.db
    .selectFrom('institutes')
    .select('id')
    .where('id', '=', Number(id))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidField(field, 'noSuchInstitute');
}

/**
 * A record the caller may not see is a 404 before its body is judged, so a workflow
 * route answers a stranger's record exactly as it answers a missing one.
 */
export function visibleFirst(store: ResourceStore): preValidationHookHandler {
  return async (request) => {
    const params = IdParamsSchema.safeParse(request.params);
    if (params.success && !(await store.find(params.data.id, contextOf(request)))) {
      throw notFound();
    }
  };
}
