import { z } from 'zod';
import { EditionNftSchema, ListingSchema } from '@caskmark/shared/api/catalogue';
import { EditionListingDataSchema } from '@caskmark/shared/api/listings';
import { ListingListQuerySchema } from '@caskmark/shared/api/marketplace-query';
import { pageSchema } from '@caskmark/shared/api/pagination';
import { PublicVaultPageSchema, PublicVaultQuerySchema } from '@caskmark/shared/api/vault';
import type { AppContext } from '../context';
import { isUuid, requireEditionByPk } from '../modules/catalogue/public';
import {
  listingPage,
  listingsOfEdition,
  requireListing,
  visitorEditionListingData,
} from '../modules/marketplace/public';
import { publicVault } from '../modules/vault/public';
import { preloadResponse, requestUrl, type PreloadPage } from './page-preload';
import { compact, withShellOf } from './page-preload-shell';

/** The listings page's first request without parameters in its address (listings-search.ts). */
const LISTINGS_DEFAULT = { ordering: 'valid_until', page: 1, size: 10 };
/** GET /api/marketplace/v3/listings/edition-nft/{id} (listing-routes.ts). */
const EditionListingsSchema = z.object({ count: z.number().int(), results: z.array(ListingSchema) });

/** The public vault's grid page (vault-grid.tsx GRID_PAGE_SIZE). */
const PUBLIC_VAULT_PAGE = { page: 1, size: 8 };

/**
 * The secondary market's pages (issue 17): an edition, the listings, a listing and a collector's public
 * vault, each with the first read its first screen makes and the picture most likely to be its largest
 * paint. The edition is answered as a visitor sees it; a signed-in viewer's page asks for their own.
 */
export function secondaryMarketPreloadPages(context: AppContext): PreloadPage[] {
  const { db } = context;
  const now = () => context.clock.now();
  const withShell = withShellOf(context);
  return [
    {
      pattern: '/marketplace/:brandSlug/:releaseSlug/:editionPublicPk',
      plan: ({ editionPublicPk = '' }) => {
        if (!isUuid(editionPublicPk)) return null;
        const pk = editionPublicPk.toLowerCase();
        return {
          key: `edition ${pk}`,
          load: async () => {
            const url = requestUrl('/api/release/v3/edition-nft', { edition_nft: editionPublicPk });
            const edition = await preloadResponse(url, EditionNftSchema, () => requireEditionByPk(db, now(), pk, null));
            // The market panel and the listings section read these under the edition's own key (decision 367).
            const key = encodeURIComponent((edition?.body as { publicPk?: string } | undefined)?.publicPk ?? pk);
            const [listings, listingData] = edition
              ? await Promise.all([
                  preloadResponse(
                    `/api/marketplace/v3/listings/edition-nft/${key}`,
                    EditionListingsSchema,
                    async () => {
                      const results = await listingsOfEdition(db, now(), pk);
                      return { count: results.length, results };
                    },
                  ),
                  preloadResponse(`/api/marketplace/v1/list/${key}`, EditionListingDataSchema, () =>
                    visitorEditionListingData(context, pk),
                  ),
                ])
              : [null, null];
            return withShell({
              responses: compact([edition, listings, listingData]),
              lcpImage: (edition?.body as { image?: string } | undefined)?.image,
            });
          },
        };
      },
    },
    {
      pattern: '/listings',
      plan: (_params, query) => {
        if ([...query.keys()].length) return null;
        const url = requestUrl('/api/marketplace/v2/listings/marketplace', LISTINGS_DEFAULT);
        return {
          key: 'listings',
          load: async () => {
            const parsed = ListingListQuerySchema.parse({
              ordering: LISTINGS_DEFAULT.ordering,
              page: String(LISTINGS_DEFAULT.page),
              size: String(LISTINGS_DEFAULT.size),
            });
            const page = await preloadResponse(url, pageSchema(ListingSchema), () => listingPage(db, now(), parsed));
            const first = (page?.body as { results: Array<{ editionData: Array<{ image: string }> }> } | undefined)
              ?.results[0];
            return withShell({ responses: compact([page]), lcpImage: first?.editionData[0]?.image });
          },
        };
      },
    },
    {
      pattern: '/listings/:listingId',
      plan: ({ listingId = '' }) => ({
        key: `listing ${listingId}`,
        load: async () => {
          const listing = await preloadResponse(
            `/api/marketplace/v2/listings/marketplace/${encodeURIComponent(listingId)}`,
            ListingSchema,
            () => requireListing(db, now(), listingId),
          );
          const editions = (listing?.body as { editionData: Array<{ image: string }> } | undefined)?.editionData;
          return withShell({ responses: compact([listing]), lcpImage: editions?.[0]?.image });
        },
      }),
    },
    {
      pattern: '/vault/:handler',
      plan: ({ handler = '' }) => ({
        key: `vault ${handler}`,
        load: async () => {
          const url = requestUrl(`/api/account/v2/vault/${encodeURIComponent(handler)}`, PUBLIC_VAULT_PAGE);
          const query = PublicVaultQuerySchema.parse({
            page: String(PUBLIC_VAULT_PAGE.page),
            size: String(PUBLIC_VAULT_PAGE.size),
          });
          const vault = await preloadResponse(url, PublicVaultPageSchema, () => publicVault(context, handler, query));
          const first = (vault?.body as { results: Array<{ image: string }> } | undefined)?.results[0];
          return withShell({ responses: compact([vault]), lcpImage: first?.image });
        },
      }),
    },
  ];
}
