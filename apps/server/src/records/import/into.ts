// What an import writes into, and how: a record type's declaration and its writes (the
// generic store's, or a type's own: accounts, a region's address list). run.ts drives them.
import type { Permission, ResourceContract } from '@caffee/contract';
import type { Services } from '../../services.js';
import type { RequestContext, Row, ServerResource, WriteOptions } from '../server-resource.js';
import { resourceStore } from '../store.js';

/** What an import writes into: a record type's declaration, and its writes in a transaction. */
export interface ImportInto {
  /** Its declaration; `path` is the import's (`{path}/import`), a record type's or not. */
  contract: Pick<ResourceContract, 'title' | 'fields' | 'create' | 'update' | 'translatable'> & {
    path: string;
  };
  /** The permission an import needs, if not `{path}:create`. */
  access?: Permission;
  /** Fields a file may give only with one more permission (an account's groups). */
  fieldAccess?: Record<string, Permission>;
  /** The type's writes over `services` (their `db` is the import's transaction). */
  writer: (services: Services, ctx: RequestContext) => ImportWriter;
}

/** How an import finds, creates and updates records: as the type's own routes do. */
export interface ImportWriter {
  /** A record the caller may change, or none. */
  find(id: number): Promise<Row | undefined>;
  /** Answers `unchanged` where the row's record is there already (an address list's kebele). */
  create(values: Record<string, unknown>, how: WriteOptions): Promise<unknown>;
  update(id: number, values: Record<string, unknown>, how: WriteOptions): Promise<unknown>;
  /** What is written once every row is (the groups' history, the committees' meetings). */
  finish?(how: WriteOptions): Promise<void>;
}

/** A generic record type's writes: its store, over the import's transaction. */
export function storeImport(resource: ServerResource): ImportInto {
  return {
    contract: resource.contract,
    writer: (services, ctx) => {
      const store = resourceStore(services, resource);
      return {
        find: (id) => store.find(id, ctx),
        create: (values, how) => store.create(values, ctx, [], how),
        update: (id, values, how) => store.update(id, values, ctx, [], how),
      };
    },
  };
}
