import { RECORD_CONTRACTS, type Resource, type ResourceContract } from '@caffee/contract';
import type { Database } from '../db/database.js';
import { tableOf } from '../db/record-table.js';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { addressResources } from './address/index.js';
import { categoryResource } from './categories.js';
import { engagementResources } from './engagement/index.js';
import { meetingsResources } from './meetings/index.js';
import { publishingResources } from './publishing/index.js';
import { permissionsResource } from './permissions.js';
import { rolesResource } from './access/roles/resource.js';
import { withRefIncludes } from './ref-names.js';
import { registerResource } from './routes.js';
import { serverResource, type ServerResource } from './server-resource.js';

/** The record types with rules of their own: scopes, workflows, children, routes. */
const SPECIAL: ServerResource[] = [
  permissionsResource,
  rolesResource,
  ...addressResources,
  ...publishingResources,
  ...engagementResources,
  ...meetingsResources,
];

/**
 * A declared record type with nothing of its own: the categories live in the shared
 * categories table, any other in the table named after its path (`createRecordTable`).
 */
function plainResource(contract: ResourceContract): ServerResource {
  if (contract.path.endsWith('-categories')) return categoryResource(contract);
  return serverResource({ contract, table: tableOf(contract) as keyof Database });
}

/**
 * Every record type the contract declares, served by the generic routes: its special
 * declaration where it has one, else the plain one, with loaders for its references' names.
 */
export const SERVED_RESOURCES: ServerResource[] = withRefIncludes(
  [...RECORD_CONTRACTS.values()].map(
    (contract) => SPECIAL.find((r) => r.contract.path === contract.path) ?? plainResource(contract),
  ),
);

/** The served declaration of a record type, with its derived reference includes. */
export function servedResource(path: Resource): ServerResource {
  const found = SERVED_RESOURCES.find((r) => r.contract.path === path);
  if (!found) throw new Error(`${path} is not a served record type`);
  return found;
}

export function resourceRoutes(services: Services) {
  return async function (app: FastifyInstance) {
    for (const resource of SERVED_RESOURCES)
      registerResource(app, services, resource, servedResource);
  };
}
