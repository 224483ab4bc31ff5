import {
  envelope,
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_OF,
  NotificationDefaultsBodySchema,
  NotificationDefaultsSchema,
  NotificationPreferencesBodySchema,
  NotificationPreferencesSchema,
  type NotificationPreferences,
} from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from '../db/database.js';
import { invalidField } from '../http/errors.js';
import { responses } from '../http/responses.js';
import { ok } from '../http/envelope.js';
import { contextOf } from '../records/context.js';
import type { Services } from '../services.js';
import { phoneRoutes } from '../sms/phone-routes.js';
import { smsReaches } from '../sms/phone-verification.js';
import { councilDefaults, ownChoices, setCouncilDefaults, setOwnChoices } from './choices.js';

/**
 * `/notifications/preferences` (each person's channels per kind) and
 * `/notifications/defaults` (the council's, for whoever has not chosen), and
 * `/notifications/phone` (the number SMS goes to, once proven: sms/phone-routes.ts).
 */
export function preferenceRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  // The number SMS goes to, proven by its owner: part of choosing SMS.
  phoneRoutes(app, services);

  async function preferencesOf(user: UserRow): Promise<NotificationPreferences> {
    const own = (await ownChoices(db, [user.id])).get(user.id);
    const council = await councilDefaults(db);
    return {
      choices: NOTIFICATION_KINDS_OF[user.type].map((kind) => {
        const chosen = own?.get(kind);
        return { kind, channels: chosen ?? council[kind], own: chosen !== undefined };
      }),
      phoneVerified: smsReaches(user),
    };
  }

  r.get('/notifications/preferences', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['notifications'],
      summary: 'Notifications: how the caller is told of each kind',
      response: responses(envelope(NotificationPreferencesSchema), 401),
    },
    handler: async (request) => ok(await preferencesOf(contextOf(request).auth.user)),
  });

  r.put('/notifications/preferences', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['notifications'],
      summary: 'Notifications: choose how the caller is told of some kinds',
      body: NotificationPreferencesBodySchema,
      response: responses(envelope(NotificationPreferencesSchema), 400, 401),
    },
    handler: async (request) => {
      const { user } = contextOf(request).auth;
      const mine = NOTIFICATION_KINDS_OF[user.type];
      request.body.choices.forEach((choice, i) => {
        // A kind this type of user never hears of is a mistake, not a setting to keep.
        if (!mine.includes(choice.kind)) throw invalidField(`choices.${i}.kind`, 'notYourKind');
        // An unproven number may be chosen (it is kept, and `phoneVerified` says no SMS goes
        // yet): a number changed later loses its proof with its choices still standing anyway,
        // so the rule that matters is where SMS is sent (fan-out.ts).
        if (choice.channels?.includes('sms') && !user.phone) {
          throw invalidField(`choices.${i}.channels`, 'smsNeedsPhone');
        }
      });
      await setOwnChoices(db, user.id, request.body.choices);
      return ok(await preferencesOf(user));
    },
  });

  r.get('/notifications/defaults', {
    config: { access: 'users:update' },
    schema: {
      tags: ['notifications'],
      summary: 'Notifications: the council’s channels for each kind',
      response: responses(envelope(NotificationDefaultsSchema), 401, 403),
    },
    handler: async () => {
      const council = await councilDefaults(db);
      return ok({ choices: NOTIFICATION_KINDS.map((kind) => ({ kind, channels: council[kind] })) });
    },
  });

  r.put('/notifications/defaults', {
    config: { access: 'users:update' },
    schema: {
      tags: ['notifications'],
      summary: 'Notifications: set the council’s channels for some kinds',
      body: NotificationDefaultsBodySchema,
      response: responses(envelope(NotificationDefaultsSchema), 400, 401, 403),
    },
    handler: async (request) => {
      await setCouncilDefaults(db, request.body.choices);
      const council = await councilDefaults(db);
      return ok({ choices: NOTIFICATION_KINDS.map((kind) => ({ kind, channels: council[kind] })) });
    },
  });
}
