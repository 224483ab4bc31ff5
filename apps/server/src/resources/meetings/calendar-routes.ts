import {
  API_PREFIX,
  envelope,
  FeedLinkQuerySchema,
  FeedLinkSchema,
  FeedQuerySchema,
  OCCURRENCE_RANGE_MAX_DAYS,
  OccurrenceSchema,
  OccurrencesQuerySchema,
  pickTranslation,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/guard.js';
import type { UserRow } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { forbidden, invalidField, unauthorized } from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { translationsOf } from '../fields.js';
import type { Row } from '../server-resource.js';
import { eventsBetween, feedEvents } from './calendar-queries.js';
import { renderCalendar } from './ical.js';
import { DAY_MS, occurrencesBetween } from './recurrence.js';
import { seriesOf } from './schedule.js';

const tags = ['calendar-events'];
const LIST = 'calendar-events:list';
/** More than this in one answer is not a calendar view: the range must be narrowed. */
const MAX_OCCURRENCES = 10_000;
type FeedQuery = z.infer<typeof FeedQuerySchema>;

/** The occurrences of every event in [from, to), sorted by start. */
async function occurrences(services: Services, query: z.infer<typeof OccurrencesQuerySchema>) {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (to <= from) throw invalidField('to', 'rangeReversed');
  if (to - from > OCCURRENCE_RANGE_MAX_DAYS * DAY_MS) {
    throw invalidField('to', 'rangeTooLong', { days: OCCURRENCE_RANGE_MAX_DAYS });
  }
  const locale = query.locale ?? 'om';
  const out = [];
  for (const e of await eventsBetween(services.db, query)) {
    const title = pickTranslation(translationsOf(e as unknown as Row, 'title'), locale);
    for (const span of occurrencesBetween(seriesOf(e), from, to)) {
      out.push({
        eventId: e.id,
        title,
        ...span,
        allDay: Boolean(e.allDay),
        location: e.location,
        categoryId: e.categoryId,
      });
    }
    if (out.length > MAX_OCCURRENCES) {
      throw invalidField('to', 'tooManyOccurrences');
    }
  }
  return out.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventId - b.eventId);
}

/** Who the feed is for: the signer of a valid link, else the bearer token's user. */
async function feedCaller(
  services: Services,
  request: FastifyRequest<{ Querystring: FeedQuery }>,
): Promise<UserRow> {
  const { user, exp, sig } = request.query;
  if (user === undefined && exp === undefined && sig === undefined) {
    if (!request.auth) throw unauthorized();
    if (!request.auth.permissions.has(LIST)) throw forbidden();
    return request.auth.user;
  }
  const refused = unauthorized('This calendar link is not valid or has expired');
  const found = user === undefined ? undefined : await services.users.findById(user);
  if (!found || found.status !== 'active') throw refused;
  if (!services.feedLinks.verify({ user, exp, sig }, found.sessionVersion)) throw refused;
  if (!(await services.users.permissionsOf(found.roleId)).includes(LIST)) throw forbidden();
  return found;
}

/**
 * `calendar-events/occurrences`, `calendar-events/feed-link` and `calendar-events/feed.ics`.
 * Everyone with `calendar-events:list` sees the whole council calendar.
 */
export function registerCalendarRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/calendar-events/occurrences', {
    config: { access: LIST },
    schema: {
      tags,
      querystring: OccurrencesQuerySchema,
      response: responses(envelope(z.array(OccurrenceSchema)), 401, 403),
    },
    handler: async (request) => ok(await occurrences(services, request.query)),
  });

  r.get('/calendar-events/feed-link', {
    config: { access: LIST },
    schema: {
      tags,
      querystring: FeedLinkQuerySchema,
      response: responses(envelope(FeedLinkSchema), 401, 403),
    },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const s = services.feedLinks.create(user.id, user.sessionVersion);
      const query = new URLSearchParams({ user: String(s.user), exp: String(s.exp), sig: s.sig });
      if (request.query.locale) query.set('locale', request.query.locale);
      return ok({
        url: `${services.config.publicUrl}${API_PREFIX}/calendar-events/feed.ics?${query}`,
        expiresAt: new Date(s.exp * 1000).toISOString(),
      });
    },
  });

  // Public at the gate because a calendar app sends no bearer header: the handler takes a
  // signed feed link, or checks the bearer token and calendar-events:list itself.
  r.get('/calendar-events/feed.ics', {
    config: { access: 'public' },
    schema: { tags, querystring: FeedQuerySchema },
    handler: async (request, reply) => {
      const user = await feedCaller(services, request);
      const locale = request.query.locale ?? user.locale;
      const events = await feedEvents(services.db, locale);
      const text = renderCalendar(events, {
        host: new URL(services.config.publicUrl).hostname,
        name: 'Caffee',
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="caffee.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  });
}
