import type { ResourceContract } from '@caffee/contract';
import { invalidField } from '../http/errors.js';
import type { Services } from '../services.js';
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
