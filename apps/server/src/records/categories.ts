import type { ResourceContract } from '@caffee/contract';
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
