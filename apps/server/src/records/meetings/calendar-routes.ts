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
  type Locale,
  type Occurrence,
} from '@caffee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, type AuthContext } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { forbidden, invalidField, unauthorized } from '../../http/errors.js';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services.js';
import { translationsOf } from '../fields.js';
import { contextOf } from '../context.js';
import type { RequestContext, Row } from '../server-resource.js';
import { calendarItems } from './calendar-items.js';
import {
  colorOf,
  eventCategories,
  eventsBetween,
  FEED_MAX_EVENTS,
  feedEvents,
  feedSince,
} from './calendar-queries.js';
import { deadlineSummary, FEED_WORDS } from './feed-words.js';
import { renderCalendar, type FeedEvent } from './ical.js';
import { DAY_MS, occurrencesBetween } from './recurrence.js';
import { seriesOf } from './schedule.js';

const tags = ['calendar-events'];
const LIST = 'calendar-events:list';
/** More than this in one answer is not a calendar view: the range must be narrowed. */
const MAX_OCCURRENCES = 10_000;
type FeedQuery = z.infer<typeof FeedQuerySchema>;
type OccurrencesQuery = z.infer<typeof OccurrencesQuerySchema>;

/** The occurrences of the events in [from, to), with their categories' colours. */
async function eventOccurrences(services: Services, query: OccurrencesQuery, locale: Locale) {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  const events = await eventsBetween(services.db, query);
  const colors = new Map(
    (
      await eventCategories(
        services.db,
        events.map((e) => e.categoryId),
      )
    ).map((c) => [c.id, colorOf(c.color)]),
  );
  const out: Occurrence[] = [];
  for (const e of events) {
    const title = pickTranslation(translationsOf(e as unknown as Row, 'title'), locale);
    const location = pickTranslation(translationsOf(e as unknown as Row, 'location'), locale);
    for (const span of occurrencesBetween(seriesOf(e), from, to)) {
      out.push({
        kind: 'event',
        path: 'calendar-events',
        recordId: e.id,
        title,
        ...span,
        allDay: Boolean(e.allDay),
        location: location || null,
        categoryId: e.categoryId,
        color: e.categoryId === null ? null : (colors.get(e.categoryId) ?? null),
      });
    }
    if (out.length > MAX_OCCURRENCES) throw invalidField('to', 'tooManyOccurrences');
  }
  return out;
}

/**
 * What the calendar shows in [from, to), sorted by start: the events' occurrences, and the
 * meetings and deadlines the caller may see (not when a category of events is chosen).
 */
async function occurrences(services: Services, query: OccurrencesQuery, ctx: RequestContext) {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (to <= from) throw invalidField('to', 'rangeReversed');
  if (to - from > OCCURRENCE_RANGE_MAX_DAYS * DAY_MS) {
    throw invalidField('to', 'rangeTooLong', { days: OCCURRENCE_RANGE_MAX_DAYS });
  }
  const { kind, categoryId } = query;
  const events =
    kind === undefined || kind === 'event'
      ? await eventOccurrences(services, query, ctx.locale)
      : [];
  const range = { from: query.from, to: query.to, limit: MAX_OCCURRENCES + 1 };
  const items =
    kind === 'event' || categoryId !== undefined
      ? []
      : (await calendarItems(services.db, ctx, range, kind)).map(
          ({ createdAt: _c, updatedAt: _u, ...item }): Occurrence => item,
        );
  const out = [...events, ...items];
  if (out.length > MAX_OCCURRENCES) throw invalidField('to', 'tooManyOccurrences');
  return out.sort(
    (a, b) =>
      a.startsAt.localeCompare(b.startsAt) ||
      a.path.localeCompare(b.path) ||
      a.recordId - b.recordId,
  );
}

/**
 * Who the feed is for: the signer of a valid link, else the bearer token's user; with their
 * permissions, as the record types' scopes read them.
 */
async function feedCaller(
  services: Services,
  request: FastifyRequest<{ Querystring: FeedQuery }>,
): Promise<AuthContext> {
  const { user, exp, sig } = request.query;
  if (user === undefined && exp === undefined && sig === undefined) {
    if (!request.auth) throw unauthorized();
    if (!request.auth.permissions.has(LIST)) throw forbidden();
    return request.auth;
  }
  const refused = unauthorized('This calendar link is not valid or has expired');
  const found = user === undefined ? undefined : await services.users.findById(user);
  if (!found || found.status !== 'active') throw refused;
  if (!services.feedLinks.verify({ user, exp, sig }, found.sessionVersion)) throw refused;
  const permissions = new Set(await services.users.permissionsOf(found.roleId));
  if (!permissions.has(LIST)) throw forbidden();
  return { user: found, sessionId: '', permissions };
}

/** Everything the caller's feed holds: the events, and their meetings and deadlines. */
async function feedOf(services: Services, ctx: RequestContext): Promise<FeedEvent[]> {
  const base = `${services.config.publicUrl}/${ctx.auth.user.type}`;
  const events = await feedEvents(services.db, ctx.locale, (id) => `${base}/calendar-events/${id}`);
  const words = FEED_WORDS[ctx.locale];
  const items = await calendarItems(services.db, ctx, {
    from: feedSince(),
    limit: FEED_MAX_EVENTS,
  });
  return [
    ...events,
    ...items.map((item): FeedEvent => ({
      source:
        item.kind === 'meeting' ? 'meeting' : item.path === 'questions' ? 'question' : 'survey',
      id: item.recordId,
      url: `${base}/${item.path}/${item.recordId}`,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      allDay: false,
      repeat: 'none',
      repeatUntil: null,
      repeatCount: null,
      title: item.kind === 'meeting' ? item.title : deadlineSummary(item.title, ctx.locale),
      // A deadline's summary may be cut short: its description holds the whole text.
      description: item.kind === 'meeting' ? null : item.title,
      location: item.location,
      category: item.kind === 'meeting' ? words.meeting : words.deadline,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    })),
  ];
}

/**
 * `calendar-events/occurrences`, `calendar-events/feed-link` and `calendar-events/feed.ics`.
 * Everyone with `calendar-events:list` sees the whole council calendar of events, and the
 * meetings and deadlines their own scopes of those record types let them see.
 */
export function registerCalendarRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/calendar-events/occurrences', {
    config: { access: LIST },
    schema: {
      tags,
      summary: 'Calendar: events, meetings and deadlines between two dates',
      querystring: OccurrencesQuerySchema,
      response: responses(envelope(z.array(OccurrenceSchema)), 401, 403),
    },
    handler: async (request) =>
      ok(
        await occurrences(
          services,
          request.query,
          contextOf(request, request.query.locale ?? 'om'),
        ),
      ),
  });

  r.get('/calendar-events/feed-link', {
    config: { access: LIST },
    schema: {
      tags,
      summary: "Calendar: the address of one's own iCalendar feed",
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
    config: { access: 'public', answers: 'text/calendar' },
    schema: {
      tags,
      summary: 'Calendar: the iCalendar feed (a signed link, or a bearer token)',
      // A calendar program follows the signed link; a client with a token may send it.
      security: [{}, { bearer: [] }] as Record<string, string[]>[],
      querystring: FeedQuerySchema,
    },
    handler: async (request, reply) => {
      const auth = await feedCaller(services, request);
      const locale = request.query.locale ?? auth.user.locale;
      const events = await feedOf(services, { auth, locale, requestId: request.id });
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
