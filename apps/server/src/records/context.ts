import type { Locale } from '@caffee/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/guard.js';
import type { RequestContext } from './server-resource.js';

/** Who asks, in which language: what every generic operation is given. */
export function contextOf(request: FastifyRequest, locale?: Locale): RequestContext {
  const auth = requireAuth(request);
  const queryLocale = (request.query as { locale?: Locale } | undefined)?.locale;
  return { auth, locale: locale ?? queryLocale ?? auth.user.locale, requestId: request.id };
}
