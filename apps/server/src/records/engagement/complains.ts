import type { Complainant } from '@caffee/contract';
import { complains } from '@caffee/contract';
import { checkKebele } from '../address/institutes.js';
import { serverResource } from '../server-resource.js';
import { complaintScope, complaintScopeAt, isAdmin } from './audience.js';
import { registerDocument } from '../documents/document-route.js';
import { complaintWorkflowRoutes } from './complaint-workflow.js';
import { checkInstitute } from './refs.js';

/**
 * A nested `complainant` is stored in its three columns (Kysely leaves out the
 * `undefined` that replaces it, so it never reaches SQL as a column).
 */
function complainantColumns(values: Record<string, unknown>) {
  const c = values.complainant as Partial<Complainant> | undefined;
  if (c === undefined) return {};
  return {
    complainant: undefined,
    ...(c.name !== undefined ? { complainantName: c.name } : {}),
    ...(c.phone !== undefined ? { complainantPhone: c.phone } : {}),
    ...(c.kebeleId !== undefined ? { complainantKebeleId: c.kebeleId } : {}),
  };
}

/**
 * `complains`: filed (by members) against an institute, seen by the filer, by that
 * institute and by administrators; the status moves only through the review workflow.
 */
export const complainsResource = serverResource({
  contract: complains,
  table: 'complains',
  scope: complaintScope,
  scopeAt: complaintScopeAt,
  // The filer keeps their complaint; the institute complained against reviews, never edits.
  writeScope: (qb, ctx) =>
    isAdmin(ctx) ? qb : qb.where('complains.createdBy', '=', ctx.auth.user.id),
  // A new complaint starts `submitted` by the column's default (its create body may not name a
  // status). Not `fixed`: that also tells a shared table's types apart (categories), so every
  // name lookup (notifications, history) would miss a complaint past `submitted`.
  derive: complainantColumns,
  validate: async (services, values, { body }) => {
    await checkInstitute(services, values.instituteId, 'instituteId');
    // The kebele comes nested or flat (as a read answers it); the refusal names what was sent.
    const nested = (body.complainant as Partial<Complainant> | undefined)?.kebeleId;
    const field = nested !== undefined ? 'complainant.kebeleId' : 'complainantKebeleId';
    await checkKebele(services, values.complainantKebeleId, field);
  },
  protect: (row, change) =>
    change === 'update' && row.status !== 'submitted'
      ? 'A complaint can be changed only while it is submitted'
      : undefined,
  extend: (app, services, store, served) => {
    complaintWorkflowRoutes(app, services, store);
    // The complaint's file: the complaint, its status history with who and when, its answers.
    registerDocument(app, services, complainsResource, served, {
      name: 'file',
      kind: 'complaintFile',
      includes: ['auditHistory', 'comments'],
      summary: "one's file as a PDF: the complaint, its status history and its answers",
    });
  },
});
