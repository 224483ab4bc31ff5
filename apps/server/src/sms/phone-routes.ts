import { envelope, PhoneCodeBodySchema, PhoneStatusSchema } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.js';
import { responses } from '../http/responses.js';
import { contextOf } from '../records/context.js';
import type { Services } from '../services.js';
import { phoneVerification } from './phone-verification.js';

/**
 * `/notifications/phone`: the caller's own number and its proof. Only the owner, signed in,
 * proves their number; each route acts on the caller's account alone.
 */
export function phoneRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const phones = phoneVerification(services);
  const tags = ['notifications'];

  r.get('/notifications/phone', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Notifications: whether the caller’s phone number is verified for SMS',
      response: responses(envelope(PhoneStatusSchema), 401),
    },
    handler: async (request) => ok(await phones.status(contextOf(request).auth.user)),
  });

  r.post('/notifications/phone/code', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Notifications: send a verification code by SMS to the caller’s phone number',
      response: responses(envelope(PhoneStatusSchema), 401, 429),
    },
    handler: async (request) => ok(await phones.sendCode(contextOf(request).auth.user)),
  });

  r.post('/notifications/phone/verify', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Notifications: verify the caller’s phone number with the code sent to it',
      body: PhoneCodeBodySchema,
      response: responses(envelope(PhoneStatusSchema), 401, 429),
    },
    handler: async (request) =>
      ok(await phones.verify(contextOf(request).auth.user, request.body.code)),
  });
}
