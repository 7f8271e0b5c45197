import { BrandListSchema } from '@caskmark/shared/api/catalogue-detail';
import type { AppContext } from '../context';
import { listBrands } from '../modules/catalogue/public';
import { preloadResponse, type PagePreload, type PreloadedResponse } from './page-preload';

/** The answers that were found (a 404 or 400 leaves its read out). */
export function compact(responses: Array<PreloadedResponse | null>): PreloadedResponse[] {
  return responses.filter((response): response is PreloadedResponse => response !== null);
}

/** What the shell reads on every page: the producers (header, splash) and the feature flags. */
async function shellResponses(context: AppContext): Promise<PreloadedResponse[]> {
  return compact([
    await preloadResponse('/api/brands/v1/', BrandListSchema, async () => {
      const results = await listBrands(context.db);
      return { count: results.length, results };
    }),
    // The same two settings GET /services/utility/v1/features answers with.
    {
      url: '/services/utility/v1/features',
      body: { giveaways: context.config.FEATURE_GIVEAWAYS, howCaskmarkWorks: context.config.FEATURE_HOW_IT_WORKS },
    },
  ]);
}

/** A page's own answers followed by the shell's. */
export function withShellOf(context: AppContext): (page: PagePreload) => Promise<PagePreload> {
  return async (page) => ({ ...page, responses: [...page.responses, ...(await shellResponses(context))] });
}
