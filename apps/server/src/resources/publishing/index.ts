import { enactedLawCategories, newsFeedCategories } from '@caffee/contract';
import { categoryResource } from '../categories.js';
import type { ServerResource } from '../server-resource.js';
import { enactedLawsResource } from './enacted-laws.js';
import { newsFeedsResource } from './news-feeds.js';
import { publicationsResource } from './publications.js';

/** News feeds, enacted laws (with full-text search) and publications. */
export const publishingResources: ServerResource[] = [
  categoryResource(newsFeedCategories),
  newsFeedsResource,
  categoryResource(enactedLawCategories),
  enactedLawsResource,
  publicationsResource,
];
