import { z } from 'zod';
import { conversionEvents } from '@caskmark/db';
import { ConversionBodySchema, ConversionQuerySchema } from '@caskmark/shared/api/collector-extras';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { authenticate } from '../identity/public';

/**
 * POST /api/common/v1/conversion?event= (spec part 1 §7, decision 347): a conversion the browser
 * reports only after the visitor accepted marketing cookies; stored for the ads partner's export.
 * The value is kept in cents; who sent it only when signed in.
 */
export function registerConversionRoutes(app: App, context: AppContext) {
  app.post(
    '/api/common/v1/conversion',
    {
      schema: { tags: ['marketing'], summary: 'Record a marketing conversion (sent only with marketing consent)', querystring: ConversionQuerySchema, body: ConversionBodySchema, response: { 201: z.object({ recorded: z.literal(true) }) } },
    },
    async (request, reply) => {
      const principal = await authenticate(request).catch(() => null);
      const body = request.body;
      await context.db.insert(conversionEvents).values({
        userPk: principal?.userPk ?? null,
        event: request.query.event,
        currency: body.currency ?? null,
        valueCents: body.value === null || body.value === undefined ? null : Math.round(body.value * 100),
        fbp: body.fbp ?? null,
        fbc: body.fbc ?? null,
        externalId: body.external_id ?? null,
        createdAt: context.clock.now(),
      });
      return reply.code(201).send({ recorded: true as const });
    },
  );
}
