import { meetings } from '@caffee/contract';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { serverResource, type Row } from '../server-resource.js';
import { loadAgenda, writeAgenda } from './agenda.js';
import { loadInvitees, writeInvitees } from './invitees.js';
import { registerMeetingPapers } from '../documents/agenda.js';
import { registerMeetingRoutes } from './meeting-routes.js';
import { loadMinutes } from './minutes.js';
import { invitedAt, invitedOnly } from './scoping.js';

type AgendaInput = Parameters<typeof writeAgenda>[2];
type CommitteeColumns = { groupId: number | null; includeSubgroups: number };

/** Refuses a committee that is not a live group (422 on the field). */
async function checkGroup(services: Services, id: unknown) {
  if (id === null || id === undefined) return;
  const found = await services.db
    .selectFrom('caffeeGroups')
    .select('id')
    .where('id', '=', Number(id))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidField('groupId', 'noSuchGroup');
}

/** `meetings`: institute and member users see the meetings they are invited to. */
export const meetingsResource = serverResource({
  contract: meetings,
  table: 'meetings',
  scope: invitedOnly,
  scopeAt: invitedAt,
  includes: {
    agenda: loadAgenda,
    invitees: loadInvitees,
    minutes: loadMinutes,
  },
  childFields: ['inviteeIds', 'agendaItems'],
  childrenWithHistory: ['inviteeIds', 'agendaItems'],
  // When it starts and ends is the contract's `meetingDates`, checked by the store.
  validate: async (services, values) => {
    await checkGroup(services, values.groupId);
  },
  afterWrite: async (trx, row, body, ctx) => {
    // A new meeting, new invitees by name or a new committee: who is invited follows.
    const committee = body.groupId !== undefined || body.includeSubgroups !== undefined;
    if (ctx.change === 'create' || body.inviteeIds !== undefined || committee) {
      const { id, groupId, includeSubgroups } = row as Row & CommitteeColumns;
      const byName = body.inviteeIds as number[] | undefined;
      await writeInvitees(trx, { id, groupId, includeSubgroups }, byName, ctx);
    }
    if (body.agendaItems !== undefined) {
      await writeAgenda(trx, row.id, body.agendaItems as AgendaInput, ctx);
    }
  },
  extend: (app, services, store, served) => {
    registerMeetingRoutes(app, services, store);
    registerMeetingPapers(app, services, store, served);
  },
});
