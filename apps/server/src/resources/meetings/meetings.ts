import { meetingCategories, meetings } from '@caffee/contract';
import { checkCategory } from '../categories.js';
import { serverResource } from '../server-resource.js';
import { loadAgenda, writeAgenda } from './agenda.js';
import { loadInvitees, writeInvitees } from './invitees.js';
import { registerMeetingRoutes } from './meeting-routes.js';
import { loadMinutes } from './minutes.js';
import { invitedOnly } from './scoping.js';

type AgendaInput = Parameters<typeof writeAgenda>[2];

/** `meetings`: institute and member users see the meetings they are invited to. */
export const meetingsResource = serverResource({
  contract: meetings,
  table: 'meetings',
  scope: invitedOnly,
  includes: {
    agenda: loadAgenda,
    invitees: loadInvitees,
    minutes: loadMinutes,
  },
  childFields: ['inviteeIds', 'agendaItems'],
  // When it starts and ends is the contract's `meetingDates`, checked by the store.
  validate: (services, values) =>
    checkCategory(services, meetingCategories.path, values.categoryId),
  afterWrite: async (trx, row, body, ctx) => {
    if (body.inviteeIds !== undefined) {
      await writeInvitees(trx, row.id, body.inviteeIds as number[], ctx);
    }
    if (body.agendaItems !== undefined) {
      await writeAgenda(trx, row.id, body.agendaItems as AgendaInput, ctx);
    }
  },
  extend: registerMeetingRoutes,
});
