import { accountsMatrix } from './accounts.js';
import { addressMatrix } from './address.js';
import { engagementMatrix } from './engagement.js';
import { meetingsMatrix } from './meetings.js';
import { publishingMatrix } from './publishing.js';
import type { MatrixDomain } from './types.js';

/** Every domain's authorization expectations; a new domain adds its file here. */
export const MATRIX_DOMAINS: MatrixDomain[] = [
  accountsMatrix,
  addressMatrix,
  publishingMatrix,
  engagementMatrix,
  meetingsMatrix,
];
