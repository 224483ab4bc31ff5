import { IdParamsSchema, pickTranslation } from '@caffee/contract';
import type { preValidationHookHandler } from 'fastify';
import { invalidField, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { contextOf } from '../context.js';
import { translationsOf } from '../fields.js';
import type { IncludeLoader, Row } from '../server-resource.js';
import type { ResourceStore } from '../store.js';

/** `{ id, name }` of each row's institute (in the request's language), for `includes[]`. */
export function instituteInclude(column: string): IncludeLoader {
  return async (services, rows, ctx) => {
    const ids = [
      ...new Set(rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number')),
    ];
    const found = ids.length
      ? await services.db
          .selectFrom('institutes')
          .select(['id', 'nameOm', 'nameEn', 'nameAm'])
          .where('id', 'in', ids)
          .execute()
      : [];
    const names = new Map(
      found.map((i) => [
        i.id,
        pickTranslation(translationsOf(i as unknown as Row, 'name'), ctx.locale),
      ]),
    );
    return new Map(
      rows.map((r) => {
        const id = r[column] as number;
        return [r.id, names.has(id) ? { id, name: names.get(id) ?? '' } : null];
      }),
    );
  };
}

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
