import { permissionCategories, type Resource } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { addressResources } from './address/index.js';
import { categoryResource } from './categories.js';
import { engagementResources } from './engagement/index.js';
import { meetingsResources } from './meetings/index.js';
import { publishingResources } from './publishing/index.js';
import { permissionsResource } from './permissions.js';
import { withRefIncludes } from './ref-names.js';
import { registerResource } from './routes.js';
import type { ServerResource } from './server-resource.js';

/** Every record type the generic routes serve. Adding one is one line here. */
export const SERVED_RESOURCES: ServerResource[] = withRefIncludes([
  categoryResource(permissionCategories),
  permissionsResource,
  ...addressResources,
  ...publishingResources,
  ...engagementResources,
  ...meetingsResources,
]);

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
