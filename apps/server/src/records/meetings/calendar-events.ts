import { calendarEvents } from '@caffee/contract';
import { serverResource } from '../server-resource.js';
import { storeSeriesEnd } from './calendar-queries.js';
import { registerCalendarRoutes } from './calendar-routes.js';
import { checkSeries, impliedSeries, merged } from './schedule.js';

/** `calendar-events`: the council calendar, which every signed-in user may read. */
export const calendarEventsResource = serverResource({
  contract: calendarEvents,
  table: 'calendarEvents',
  derive: impliedSeries,
  validate: async (services, values, ctx) => {
    checkSeries(merged(values, ctx.existing), values);
  },
  afterWrite: (trx, row) => storeSeriesEnd(trx, row),
  extend: (app, services) => registerCalendarRoutes(app, services),
});
