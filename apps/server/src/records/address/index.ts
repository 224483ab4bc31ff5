import type { ServerResource } from '../server-resource.js';
import { groupResources } from './groups.js';
import { instituteResources } from './institutes.js';
import { placeResources } from './places.js';

/** The address tree (regions > zones > woredas > kebeles), institutes, groups and their categories. */
export const addressResources: ServerResource[] = [
  ...placeResources,
  ...instituteResources,
  ...groupResources,
];
