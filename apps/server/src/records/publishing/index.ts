import type { ServerResource } from '../server-resource.js';
import { enactedLawsResource } from './enacted-laws.js';
import { newsFeedsResource } from './news-feeds.js';

/** News feeds and enacted laws (with full-text search); publications are plain. */
export const publishingResources: ServerResource[] = [newsFeedsResource, enactedLawsResource];
