import { z } from 'zod';
import { EditionNftSchema, ListingSchema, ReleasePackSchema, ReleaseSchema, ReleaseStatsSchema } from '@caskmark/shared/api/catalogue';
import {
  EditionCursorQuerySchema,
  EditionListQuerySchema,
  ListingListQuerySchema,
  MarketplaceFiltersSchema,
  PackCursorQuerySchema,
  ReleaseListQuerySchema,
} from '@caskmark/shared/api/marketplace-query';
import { cursorPageSchema, pageSchema } from '@caskmark/shared/api/pagination';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { cachedRead, editionPage, packCursorPage, packEditionsCursor, releasePage, requirePack, viewerPkOf } from '../../catalogue/public';
import { marketplaceFilters } from '../filter-options-service';
import { listingPage, requireListing } from '../listing-service';
import { releaseStats } from '../release-stats-service';

const tags = ['marketplace'];

/** Marketplace reads (spec part 1 §7 "Marketplace reads used by release pages", part 2 §7). */
export function registerMarketplaceRoutes(app: App, context: AppContext) {
  const { db } = context;
  const now = () => context.clock.now();

  app.get(
    '/api/marketplace/v2/release',
    {
      schema: {
        tags,
        summary: 'Releases with filters (also the header search: `search` matches brand names and release titles)',
        querystring: ReleaseListQuerySchema,
        response: { 200: pageSchema(ReleaseSchema) },
      },
    },
    async (request, reply) => cachedRead(context, request, reply, {}, () => releasePage(db, now(), request.query)),
  );

  app.get(
    '/api/marketplace/v2/editions',
    { schema: { tags, summary: 'Edition NFTs with filters', querystring: EditionListQuerySchema, response: { 200: pageSchema(EditionNftSchema) } } },
    async (request, reply) =>
      cachedRead(context, request, reply, { personalised: true }, async () => editionPage(db, now(), request.query, await viewerPkOf(request))),
  );

  app.get(
    '/api/marketplace/v2/listings/marketplace',
    { schema: { tags, summary: 'Active secondary listings', querystring: ListingListQuerySchema, response: { 200: pageSchema(ListingSchema) } } },
    async (request, reply) => cachedRead(context, request, reply, {}, () => listingPage(db, now(), request.query)),
  );

  app.get(
    '/api/marketplace/v2/listings/marketplace/:listingId',
    {
      schema: {
        tags,
        summary: 'One listing, by its contract listing id or its publicPk',
        params: z.object({ listingId: z.string().min(1).max(100) }),
        response: { 200: ListingSchema },
      },
    },
    async (request) => requireListing(db, now(), request.params.listingId),
  );

  app.get(
    '/api/marketplace/v2/release/stats/:releasePublicPk',
    {
      schema: {
        tags,
        summary: 'Lowest Ask, Last Sale and release figures (USD)',
        params: z.object({ releasePublicPk: z.string().min(1).max(200).describe('publicPk or slug') }),
        response: { 200: ReleaseStatsSchema },
      },
    },
    async (request) => releaseStats(db, now(), request.params.releasePublicPk),
  );

  app.get(
    '/api/marketplace/v3/filters',
    { schema: { tags, summary: 'The filter panel: options with the number of release packs matching each', response: { 200: MarketplaceFiltersSchema } } },
    async (request, reply) => cachedRead(context, request, reply, {}, () => marketplaceFilters(db, now())),
  );

  app.get(
    '/api/marketplace/v3/release-packs-cursor',
    {
      schema: {
        tags,
        summary: 'Release packs for the marketplace grid, cursor-paginated (default limit 8)',
        querystring: PackCursorQuerySchema,
        response: { 200: cursorPageSchema(ReleasePackSchema) },
      },
    },
    async (request, reply) => cachedRead(context, request, reply, {}, () => packCursorPage(db, now(), request.query)),
  );

  app.get(
    '/api/marketplace/v3/release-packs/:id',
    { schema: { tags, summary: 'One release pack', params: z.object({ id: z.uuid() }), response: { 200: ReleasePackSchema } } },
    async (request, reply) => cachedRead(context, request, reply, {}, () => requirePack(db, now(), request.params.id)),
  );

  app.get(
    '/api/marketplace/v3/edition-nfts-cursor/:id',
    {
      schema: {
        tags,
        summary: 'Edition NFTs of a release pack by edition number, cursor-paginated',
        params: z.object({ id: z.uuid() }),
        querystring: EditionCursorQuerySchema,
        response: { 200: cursorPageSchema(EditionNftSchema) },
      },
    },
    async (request, reply) =>
      cachedRead(context, request, reply, { personalised: true }, async () => {
        await requirePack(db, now(), request.params.id);
        return packEditionsCursor(db, now(), request.params.id, request.query, await viewerPkOf(request));
      }),
  );
}
