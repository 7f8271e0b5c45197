import { z } from 'zod';
import type { ServerModule } from '../../platform/module';

const ClockSchema = z.object({ now: z.string(), offsetMs: z.number() });

/** Test and demo controls; registered only when dev routes are enabled (never in production). */
export const devModule: ServerModule = {
  name: 'dev',
  routes(app, context) {
    if (!context.config.devRoutes) return;
    const clockBody = () => ({ now: context.clock.now().toISOString(), offsetMs: context.clock.offset });
    app.get('/dev/clock', { schema: { tags: ['dev'], response: { 200: ClockSchema } } }, async () => clockBody());
    app.post(
      '/dev/clock',
      {
        schema: {
          tags: ['dev'],
          summary: 'Move the business clock forward',
          body: z.object({ advanceMs: z.number().int().min(0).max(10 * 365 * 24 * 3600 * 1000) }),
          response: { 200: ClockSchema },
        },
      },
      async (request) => {
        await context.clock.advance(request.body.advanceMs);
        context.ethPrice.invalidate();
        // Open pages re-sync their countdowns when they hear this.
        await context.events.publish('system.event', { systemEvent: { kind: 'clock.advanced', at: context.clock.now().toISOString() } });
        return clockBody();
      },
    );
    app.post(
      '/dev/eth-price',
      { schema: { tags: ['dev'], summary: 'Set the configured ETH price', body: z.object({ price: z.number().positive() }) } },
      async (request) => {
        await context.ethPriceSource.setUsdPrice(request.body.price);
        context.ethPrice.invalidate();
        return { price: request.body.price };
      },
    );
  },
};
