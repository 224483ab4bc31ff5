import { CouncilSchema, CouncilUpdateSchema, envelope, LocaleSchema } from '@caffee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withOneImage } from '../files/one-image.js';
import { ok } from '../http/envelope.js';
import { responses } from '../http/responses.js';
import { contextOf } from '../records/context.js';
import type { Services } from '../services.js';
import { findCouncil, renameCouncil, replaceCouncilLogo } from './council.js';

const tags = ['settings'];
const url = '/settings/council';
// Strict: a write refuses what it does not take (http/fuzz.api.test.ts).
const query = z.strictObject({ locale: LocaleSchema.optional() });

/**
 * The council's name and logo: read by everyone signed in (the letterhead, the web app's
 * header), changed with `settings:update` (the secretariat's administrators).
 */
export function councilRoutes(services: Services) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const answer = envelope(CouncilSchema);
    r.get(url, {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The council's name and logo",
        description: 'The name in `locale` (else Afaan Oromoo, else any language set), all three.',
        querystring: query,
        response: responses(answer, 401),
      },
      handler: async (request) => ok(await findCouncil(services, contextOf(request).locale)),
    });
    r.put(url, {
      config: { access: 'settings:update' },
      schema: {
        tags,
        summary: 'Settings: rename the council',
        description:
          'The name in each language given (at most 200 characters); an empty one is cleared, ' +
          'a language left out stays. Every document prints it on its letterhead.',
        querystring: query,
        body: CouncilUpdateSchema,
        response: responses(answer, 401, 403),
      },
      handler: async (request) => {
        const ctx = contextOf(request);
        await renameCouncil(services, request.body, ctx);
        return ok(await findCouncil(services, ctx.locale));
      },
    });
    for (const method of ['PUT', 'POST'] as const) {
      r.route({
        method,
        url: `${url}/logo`,
        config: { access: 'settings:update', form: 'only' },
        schema: {
          tags,
          summary: "Settings: set the council's logo",
          description:
            'Multipart: one image (`media[0][file]`, PNG, JPEG, WebP or GIF, `media[0][type]=image`); ' +
            'another kind of file is a 422. It replaces the logo before it.',
          querystring: query,
          response: responses(answer, 400, 401, 403, 413),
        },
        handler: async (request) => {
          const ctx = contextOf(request);
          await withOneImage(services, request, 'image', (saved) =>
            replaceCouncilLogo(services, saved, ctx),
          );
          return ok(await findCouncil(services, ctx.locale));
        },
      });
    }
    r.delete(`${url}/logo`, {
      config: { access: 'settings:update' },
      schema: {
        tags,
        summary: "Settings: remove the council's logo",
        querystring: query,
        response: responses(answer, 401, 403),
      },
      handler: async (request) => {
        const ctx = contextOf(request);
        await replaceCouncilLogo(services, [], ctx);
        return ok(await findCouncil(services, ctx.locale));
      },
    });
  };
}
