import { BrandSchema, ReleasePackSchema, ReleaseSchema, ReleaseStatsSchema, type Release } from '@caskmark/shared/api/catalogue';
import { ReleasePageSchema, SlugToPublicPkSchema } from '@caskmark/shared/api/catalogue-detail';
import {
  DEFAULT_RELEASE_ORDERING,
  MarketplaceFiltersSchema,
  PackCursorQuerySchema,
  RELEASE_ORDERINGS,
  ReleaseListQuerySchema,
} from '@caskmark/shared/api/marketplace-query';
import { cursorPageSchema, listSchema, pageSchema } from '@caskmark/shared/api/pagination';
import { z } from 'zod';
import type { AppContext } from '../context';
import {
  isUuid,
  packCursorPage,
  releasePage,
  releasePagePacks,
  releasePageView,
  requireBrand,
  requireRelease,
} from '../modules/catalogue/public';
import { marketplaceFilters, releaseStats } from '../modules/marketplace/public';
import { preloadResponse, requestUrl, type PreloadedResponse, type PreloadPage } from './page-preload';
import { secondaryMarketPreloadPages } from './page-preload-secondary';
import { compact, withShellOf } from './page-preload-shell';

/**
 * The pages whose first screen the server preloads, and the exact reads each makes on arrival
 * (apps/web/src/features/catalogue/routes). A request that differs from what the page asks for is
 * simply not used: the page then fetches it as before.
 */

/** The home page's two rows (home-page.tsx). */
const HOME_LIVE = { status: 'available', size: 8 };
const HOME_UPCOMING = { status: 'upcoming', ordering: 'lobby_open_date', size: 4 };
/** The producer page's first page of releases (producer-page.tsx). */
const PRODUCER_RELEASES = { ordering: '-lobby_open_date', size: 12 };
/** The marketplace grid's page size (get-release-packs-cursor.ts). */
const MARKETPLACE_LIMIT = 8;
/** The marketplace URL's filter parameters, in the panel's order (marketplace-search.ts FILTER_FIELDS). */
const MARKETPLACE_FILTER_PARAMS = [
  'category',
  'status',
  'brand_slug',
  'whisky_type',
  'wine_type',
  'country',
  'region',
  'bottle_size',
  'vintage',
  'age_statement',
  'colour',
  'primary_grape',
  'bottler',
  'experience',
  'release',
];

const ReleasePageListSchema = pageSchema(ReleaseSchema);


/** The home spotlight's pick (home-page.tsx): a featured release opening soon, else live, else the first. */
export function homeSpotlight(live: Release[], upcoming: Release[]): Release | undefined {
  const featuredFirst = (releases: Release[]) => [...releases].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  const liveNow = featuredFirst(live).slice(0, 4);
  return featuredFirst([...upcoming, ...liveNow]).find((release) => release.isFeatured) ?? liveNow[0] ?? upcoming[0];
}

/**
 * The marketplace's pack request for a page URL, as the web app builds it from its address
 * (parseMarketplaceSearch + marketplaceApiQuery): known filters only, lists trimmed, deduplicated
 * and sorted, the default ordering when none or an unknown one is given.
 */
export function marketplacePackQuery(query: URLSearchParams): Record<string, string | number> {
  const request: Record<string, string | number> = {};
  const ordering = query.get('ordering');
  request.ordering = ordering && (RELEASE_ORDERINGS as readonly string[]).includes(ordering) ? ordering : DEFAULT_RELEASE_ORDERING;
  for (const param of MARKETPLACE_FILTER_PARAMS) {
    const values = [...new Set((query.get(param) ?? '').split(',').map((value) => value.trim()).filter(Boolean))].sort();
    if (values.length) request[param] = values.join(',');
  }
  for (const param of ['min_price', 'max_price']) {
    const raw = query.get(param);
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
    if (Number.isFinite(value) && value >= 0) request[param] = value;
  }
  request.limit = MARKETPLACE_LIMIT;
  return request;
}

export function preloadPages(context: AppContext): PreloadPage[] {
  const { db } = context;
  const now = () => context.clock.now();

  const releases = (query: Record<string, string | number>) =>
    preloadResponse(requestUrl('/api/marketplace/v2/release', query), ReleasePageListSchema, () =>
      releasePage(db, now(), ReleaseListQuerySchema.parse(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])))),
    );

  const withShell = withShellOf(context);

  return [
    {
      pattern: '/',
      plan: () => ({
        key: 'home',
        load: async () => {
          const [live, upcoming] = [await releases(HOME_LIVE), await releases(HOME_UPCOMING)];
          const results = (response: PreloadedResponse | null) => (response?.body as z.output<typeof ReleasePageListSchema> | undefined)?.results ?? [];
          return withShell({ responses: compact([live, upcoming]), lcpImage: homeSpotlight(results(live), results(upcoming))?.image });
        },
      }),
    },
    {
      pattern: '/marketplace',
      plan: (_params, query) => {
        const request = marketplacePackQuery(query);
        const parsed = PackCursorQuerySchema.safeParse(Object.fromEntries(Object.entries(request).map(([key, value]) => [key, String(value)])));
        if (!parsed.success) return null;
        const url = requestUrl('/api/marketplace/v3/release-packs-cursor', request);
        return {
          key: `marketplace ${url}`,
          load: async () => {
            const packs = await preloadResponse(url, cursorPageSchema(ReleasePackSchema), () => packCursorPage(db, now(), parsed.data));
            const filters = await preloadResponse('/api/marketplace/v3/filters', MarketplaceFiltersSchema, () => marketplaceFilters(db, now()));
            const first = (packs?.body as { results: Array<{ image: string }> } | undefined)?.results[0];
            return withShell({ responses: compact([packs, filters]), lcpImage: first?.image });
          },
        };
      },
    },
    {
      pattern: '/producers/:brandSlug',
      plan: ({ brandSlug = '' }) => ({
        key: `producer ${brandSlug}`,
        load: async () => {
          const brand = await preloadResponse(`/api/brands/v1/${encodeURIComponent(brandSlug)}`, BrandSchema, () => requireBrand(db, brandSlug));
          if (!brand) return withShell({ responses: [] });
          const list = await releases({ brand_slug: brandSlug, ...PRODUCER_RELEASES });
          return withShell({ responses: compact([brand, list]), lcpImage: (brand.body as { heroImage: string | null }).heroImage });
        },
      }),
    },
    {
      pattern: '/producers/:brandSlug/:releaseRef',
      plan: ({ brandSlug = '', releaseRef = '' }) => ({
        key: `release ${brandSlug}/${releaseRef}`,
        load: async () => {
          const encoded = encodeURIComponent(releaseRef);
          // The page looks a slug up and reads the release at the same time (decision 070).
          const slug = isUuid(releaseRef)
            ? null
            : await preloadResponse(`/api/release/v2/slug-to-public-pk/${encoded}`, SlugToPublicPkSchema, async () => ({
                publicPk: (await requireRelease(db, now(), releaseRef)).releasePublicPk,
              }));
          const header = await preloadResponse(`/api/release/v3/release-page/${encoded}`, ReleasePageSchema, () => releasePageView(db, now(), releaseRef));
          const release = header?.body as { releasePublicPk: string; image: string; brand: { slug: string } } | undefined;
          // Unknown, or another producer's: the page shows its not-found state and reads nothing more.
          if (!release || release.brand.slug !== brandSlug) return withShell({ responses: compact([slug, header]) });
          const pk = release.releasePublicPk;
          const packs = await preloadResponse(`/api/release/v3/release-page/${pk}/packs`, listSchema(ReleasePackSchema), () => releasePagePacks(db, now(), pk));
          const stats = await preloadResponse(`/api/marketplace/v2/release/stats/${pk}`, ReleaseStatsSchema, () => releaseStats(db, now(), pk));
          return withShell({ responses: compact([slug, header, packs, stats]), lcpImage: release.image });
        },
      }),
    },
    ...secondaryMarketPreloadPages(context),
  ];
}
