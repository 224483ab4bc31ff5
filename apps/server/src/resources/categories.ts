import type { ResourceContract } from '@caffee/contract';
import { pickTranslation } from '@caffee/contract';
import { invalidField } from '../http/errors.js';
import type { Services } from '../services.js';
import { translationsOf } from './fields.js';
import type { IncludeLoader, Row } from './server-resource.js';
import { serverResource } from './server-resource.js';

/** A `*-categories` resource: rows of the shared categories table of its kind. */
export function categoryResource(contract: ResourceContract) {
  return serverResource({
    contract,
    table: 'categories',
    fixed: { kind: contract.path },
    scope: (qb) => qb.where('categories.kind', '=', contract.path),
  });
}

/** Loads `{ id, name }` of each row's category, for `includes[]=category`. */
export function categoryInclude(kind: string, column = 'categoryId'): IncludeLoader {
  return async (services, rows, ctx) => {
    const ids = [
      ...new Set(rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number')),
    ];
    const found = ids.length
      ? await services.db
          .selectFrom('categories')
          .selectAll()
          .where('kind', '=', kind)
          .where('id', 'in', ids)
          .where('deletedAt', 'is', null)
          .execute()
      : [];
    const byId = new Map(
      found.map((c) => [
        c.id,
        {
          id: c.id,
          name: pickTranslation(translationsOf(c as unknown as Row, 'name'), ctx.locale),
        },
      ]),
    );
    return new Map(rows.map((r) => [r.id, byId.get(r[column] as number) ?? null]));
  };
}

/** Refuses a category id that is not a live category of the kind (422 on the field). */
export async function checkCategory(
  services: Services,
  kind: string,
  id: unknown,
  field = 'categoryId',
): Promise<void> {
  if (id === null || id === undefined) return;
  const found = await services.db
    .selectFrom('categories')
    .select('id')
    .where('kind', '=', kind)
    .where('id', '=', Number(id))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidField(field, 'noSuchCategory');
}
