import type { Audience, UserType } from '@caffee/contract';
import type { Kysely } from 'kysely';
import type { ScopeAt } from '../../audit/access-span.js';
import type { Database, UserRow } from '../../db/database.js';
import type { AnyQuery, RequestContext } from '../server-resource.js';

/** Administrators see every question, survey and complaint, and answer none. */
export const isAdmin = (ctx: RequestContext) => ctx.auth.user.type === 'admin';

/** Who may read everyone's answers to a question (the rest read only their own). */
export const seesEveryAnswer = (ctx: RequestContext) =>
  ctx.auth.permissions.has('questions:update');

/** Who may read a survey's responses (its results); the rest know only of their own. */
export const seesEveryResponse = (ctx: RequestContext) =>
  ctx.auth.permissions.has('surveys:update');

/** The audiences a member or an institute user belongs to. */
export function audiencesOf(ctx: RequestContext): Audience[] {
  return audiencesOfUser(ctx.auth.user);
}
const audiencesOfUser = (user: UserRow): Audience[] =>
  user.type === 'institute' ? ['institutes', 'both'] : ['members', 'both'];

export const AUDIENCE_TYPES: Record<Audience, UserType[]> = {
  members: ['member'],
  institutes: ['institute'],
  both: ['member', 'institute'],
};

/** How many can answer for an audience: the active accounts of its user types. */
export async function audienceSize(db: Kysely<Database>, audience: Audience): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type', 'in', AUDIENCE_TYPES[audience])
    .where('status', '=', 'active')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Surveys the caller may see: the published ones for their audience (drafts: administrators). */
export function surveyScope(qb: AnyQuery, ctx: RequestContext): AnyQuery {
  return isAdmin(ctx)
    ? qb
    : qb
        .where('surveys.audience', 'in', audiencesOf(ctx))
        .where('surveys.publishedAt', 'is not', null);
}

/** `surveyScope` on a survey's fields at a point of its history (audit/access-span.ts). */
export const surveyScopeAt: ScopeAt = {
  fields: ['audience', 'publishedAt'],
  sees: (s, user) =>
    user.type === 'admin' ||
    (s.publishedAt != null && audiencesOfUser(user).includes(s.audience as Audience)),
};

/**
 * Questions the caller may see: for their audience, addressed to their own institute,
 * or of a published survey for their audience. Anything else is a 404 for them.
 */
export function questionScope(qb: AnyQuery, ctx: RequestContext): AnyQuery {
  if (isAdmin(ctx)) return qb;
  const audiences = audiencesOf(ctx);
  const { type, instituteId } = ctx.auth.user;
  return qb.where((eb) =>
    eb.or([
      eb('questions.audience', 'in', audiences),
      ...(type === 'institute' && instituteId !== null
        ? [eb('questions.addressedInstituteId', '=', instituteId)]
        : []),
      eb(
        'questions.surveyId',
        'in',
        eb
          .selectFrom('surveys')
          .select('surveys.id')
          .where('surveys.audience', 'in', audiences)
          .where('surveys.publishedAt', 'is not', null)
          .where('surveys.deletedAt', 'is', null),
      ),
    ]),
  );
}

/**
 * `questionScope` on a question's fields at a point of its history. A survey's question is
 * seen with its survey, whose audience `questionScope` reads as it is now: the question's
 * own history does not record when that audience changed.
 */
export const questionScopeAt: ScopeAt = {
  fields: ['audience', 'addressedInstituteId', 'surveyId'],
  sees: (s, user) =>
    user.type === 'admin' ||
    audiencesOfUser(user).includes(s.audience as Audience) ||
    (user.type === 'institute' &&
      user.instituteId !== null &&
      s.addressedInstituteId === user.instituteId) ||
    s.surveyId != null,
};

/**
 * Complaints the caller may see: an institute user those against their institute, a
 * member those they filed.
 */
export function complaintScope(qb: AnyQuery, ctx: RequestContext): AnyQuery {
  const { type, id, instituteId } = ctx.auth.user;
  if (type === 'admin') return qb;
  if (type === 'institute') return qb.where('complains.instituteId', '=', instituteId ?? -1);
  return qb.where('complains.createdBy', '=', id);
}

/** `complaintScope` on a complaint's fields at a point of its history. */
export const complaintScopeAt: ScopeAt = {
  fields: ['instituteId', 'createdBy'],
  sees: (s, { type, id, instituteId }) => {
    if (type === 'admin') return true;
    if (type === 'institute') return s.instituteId === (instituteId ?? -1);
    return s.createdBy === id;
  },
};
