import { publications } from '@caffee/contract';
import { serverResource } from '../server-resource.js';

/** `publications`: reports, gazettes and bulletins; everything is derived from the contract. */
export const publicationsResource = serverResource({
  contract: publications,
  table: 'publications',
});
