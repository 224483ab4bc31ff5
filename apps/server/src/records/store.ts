import type { Services } from '../services.js';
import { storedFields } from './fields.js';
import type { RequestContext, ResourceStore, ServerResource } from './server-resource.js';
import { recordPresenter } from './store/includes.js';
import { storeList } from './store/list.js';
import { storeScope } from './store/scope.js';
import { storeWrites } from './store/writes.js';

/**
 * The generic data operations of one record type, derived from its declaration: put together
 * from its parts in store/ (scope, includes, list, writes, files), which share one scope.
 */
export function resourceStore(services: Services, r: ServerResource): ResourceStore {
  const scope = storeScope(services, r);
  const { find, missing, abilitiesOf } = scope;
  const stored = storedFields(r.contract, Object.keys(r.includes ?? {}));
  const present = recordPresenter(scope, stored);
  return {
    find,
    present,
    ...storeList(scope, present, stored),

    async get(id: number, ctx: RequestContext, includes: readonly string[]) {
      const row = await find(id, ctx);
      if (!row) throw await missing(id, ctx);
      const [record] = await present([row], ctx, [...includes, 'files']);
      return { ...record, can: await abilitiesOf(row, ctx) };
    },

    ...storeWrites(scope, present),
  };
}
export type { ResourceStore } from './server-resource.js';
