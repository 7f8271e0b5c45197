import { z } from 'zod';
import type { ServerModule } from '../../platform/module';

const SystemTimeSchema = z.object({ now: z.string().describe('Server time, ISO 8601') });
const EthPriceSchema = z.object({
  price: z.number().describe('USD per ETH'),
  source: z.string(),
  updatedAt: z.string(),
  stale: z.boolean().describe('True when the source failed and the last known value is served'),
});
const FeaturesSchema = z.object({
  giveaways: z.boolean().describe('GIVEAWAYS in the header and the /giveaways page'),
  howCaskmarkWorks: z.boolean().describe('The /how-caskmark-works page'),
});

export const utilityModule: ServerModule = {
  name: 'utility',
  routes(app, context) {
    app.get(
      '/services/utility/v1/system-time',
      { schema: { tags: ['utility'], summary: 'Server clock', response: { 200: SystemTimeSchema } } },
      async () => ({ now: context.clock.now().toISOString() }),
    );
    app.get(
      '/services/utility/v1/eth-price',
      { schema: { tags: ['utility'], summary: 'USD price of one ETH', response: { 200: EthPriceSchema } } },
      async () => {
        const quote = await context.ethPrice.quote();
        return { price: quote.price, source: quote.source, updatedAt: quote.fetchedAt.toISOString(), stale: quote.stale };
      },
    );
    // The web app reads the feature flags here, so one setting on the server drives every screen.
    app.get(
      '/services/utility/v1/features',
      { schema: { tags: ['utility'], summary: 'Feature flags the web app follows', response: { 200: FeaturesSchema } } },
      async () => ({ giveaways: context.config.FEATURE_GIVEAWAYS, howCaskmarkWorks: context.config.FEATURE_HOW_IT_WORKS }),
    );
  },
};
