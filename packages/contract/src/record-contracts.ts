import * as access from './records/access.js';
import * as institutes from './records/institutes.js';
import type { Resource, ResourceMeta } from './permissions.js';
import { defineResource, type ResourceContract } from './resource.js';
import { RECORD_METAS } from './record-types.js';
import * as address from './records/address.js';
import * as engagement from './records/engagement.js';
import * as meetings from './records/meetings.js';
import * as publishing from './records/publishing.js';

const isContract = (value: unknown): value is ResourceContract =>
  typeof value === 'object' &&
  value !== null &&
  ['path', 'list', 'record', 'create', 'update'].every((key) => key in value);

/** The modules that write the schemas of types with rules of their own (a test checks none is left out). */
const MODULES = [access, institutes, address, engagement, meetings, publishing];

const written: ReadonlyMap<string, ResourceContract> = new Map(
  MODULES.flatMap((module) => Object.values(module).filter(isContract)).map((contract) => [
    contract.path,
    contract,
  ]),
);

/**
 * Every record type's contract by its path: the schemas a module writes for a type with rules
 * of its own, else those derived from the declaration (`defineResource(meta)`).
 */
export const RECORD_CONTRACTS: ReadonlyMap<Resource, ResourceContract> = new Map(
  RECORD_METAS.map((meta) => [meta.path, written.get(meta.path) ?? defineResource(meta)]),
);

/**
 * The schemas of a declared record type, for generic code that holds its declaration (the web
 * app's forms: its menu and lists take the declarations alone, without zod).
 */
export function recordContract(meta: ResourceMeta): ResourceContract {
  const contract = RECORD_CONTRACTS.get(meta.path);
  if (!contract) throw new Error(`No contract for the record type ${meta.path}`);
  return contract;
}
