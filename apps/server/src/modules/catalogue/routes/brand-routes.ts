import { z } from 'zod';
import { BrandSchema } from '@caskmark/shared/api/catalogue';
import { BrandListSchema } from '@caskmark/shared/api/catalogue-detail';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { listBrands, requireBrand } from '../brand-service';

const tags = ['brands'];

export function registerBrandRoutes(app: App, context: AppContext) {
  app.get(
    '/api/brands/v1/',
    { schema: { tags, summary: 'Every producer, sorted by name', response: { 200: BrandListSchema } } },
    async () => {
      const results = await listBrands(context.db);
      return { count: results.length, results };
    },
  );

  app.get(
    '/api/brands/v1/:slug',
    { schema: { tags, summary: 'A producer (the producer page)', params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: BrandSchema } } },
    async (request) => requireBrand(context.db, request.params.slug),
  );
}
