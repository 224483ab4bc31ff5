import type { ServerResource } from '../server-resource.js';
import { complainsResource } from './complains.js';
import { forumsResource } from './forums.js';
import { questionsResource } from './questions.js';
import { surveysResource } from './surveys.js';

/** Questions and their answers, surveys, forums and complaints. */
export const engagementResources: ServerResource[] = [
  questionsResource,
  surveysResource,
  forumsResource,
  complainsResource,
];
