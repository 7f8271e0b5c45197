import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { EditionNftSchema, EditionWithProductSchema, ReleasePackSchema, ReleaseSchema, EditionHistoryRowSchema } from '@caskmark/shared/api/catalogue';
import { ReleasePackWithReleaseSchema, SlugToPublicPkSchema } from '@caskmark/shared/api/catalogue-detail';
import { HistoryQuerySchema } from '@caskmark/shared/api/catalogue-query';
import { listSchema, pageSchema, PageQuerySchema } from '@caskmark/shared/api/pagination';
import type { App } from '../../../platform/module';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/errors';
import { packEditionsPage, requireEdition } from '../edition-service';
import { historyPage } from '../history-service';
import { requirePack } from '../pack-service';
import { requireRelease } from '../release-service';
import { rowsOf } from '../sql/index';
import { viewerPkOf } from '../viewer';

const tags = ['release'];
const PackParams = z.object({ pk: z.uuid() });
const Slug = z.string().min(1).max(200);

/** Release reads of spec part 1 §7, versions 1 and 2. */
export function registerReleaseRoutes(app: App, context: AppContext) {
  const { db } = context;
  const now = () => context.clock.now();

  app.get(
    '/api/release/v1/release-pack/:id',
    { schema: { tags, summary: 'A release pack', params: z.object({ id: z.uuid() }), response: { 200: ReleasePackSchema } } },
    async (request) => requirePack(db, now(), request.params.id),
  );

  app.get(
    '/api/release/v1/edition-w-product/:editionPublicPk',
    {
      schema: {
        tags,
        summary: 'The product behind an edition (or an edition NFT)',
        params: z.object({ editionPublicPk: z.uuid() }),
        response: { 200: EditionWithProductSchema },
      },
    },
    async (request) => {
      const pk = request.params.editionPublicPk;
      const [row] = await rowsOf<{ nft_pk: string | null; product_title: string; edition_number: number | null; product_video: string }>(
        db,
        sql`select n.public_pk::text as nft_pk, pr.title as product_title, n.edition_number,
            coalesce(nullif(pr.video, ''), p.video) as product_video
          from editions e
          join products pr on pr.public_pk = e.product_pk
          join release_packs p on p.public_pk = e.release_pack_pk
          left join edition_nfts n on n.edition_pk = e.public_pk and n.public_pk = ${pk}::uuid
          where e.public_pk = ${pk}::uuid or n.public_pk = ${pk}::uuid
          order by n.public_pk nulls last
          limit 1`,
      );
      if (!row) throw notFound('Edition');
      return { editionNftPublicPk: row.nft_pk, productTitle: row.product_title, editionNumber: row.edition_number, productVideo: row.product_video };
    },
  );

  app.get(
    '/api/release/v1/:brandSlug/:releasePublicPk',
    {
      schema: {
        tags,
        summary: "A release of a producer, by the release's publicPk (or slug)",
        params: z.object({ brandSlug: Slug, releasePublicPk: Slug }),
        response: { 200: ReleaseSchema },
      },
    },
    async (request) => requireRelease(db, now(), request.params.releasePublicPk, request.params.brandSlug),
  );

  app.get(
    '/api/release/v2/slug-to-public-pk/:slug',
    { schema: { tags, summary: "A release's publicPk from its slug", params: z.object({ slug: Slug }), response: { 200: SlugToPublicPkSchema } } },
    async (request) => ({ publicPk: (await requireRelease(db, now(), request.params.slug)).releasePublicPk }),
  );

  app.get(
    '/api/release/v2/history',
    {
      schema: {
        tags,
        summary: 'Edition history and site-wide activity',
        description: 'Default order created_at ascending; `ordering=-created_at` for newest first. `transfer_type` takes the Event filter values (Sale covers both sale kinds).',
        querystring: HistoryQuerySchema,
        response: { 200: listSchema(EditionHistoryRowSchema) },
      },
    },
    async (request) => historyPage(db, now(), request.query),
  );

  app.get(
    '/api/release/v2/:pk',
    { schema: { tags, summary: 'A release pack with its release', params: PackParams, response: { 200: ReleasePackWithReleaseSchema } } },
    async (request) => {
      const pack = await requirePack(db, now(), request.params.pk);
      return { ...pack, release: await requireRelease(db, now(), pack.releasePublicPk) };
    },
  );

  app.get(
    '/api/release/v2/:pk/nfts',
    {
      schema: {
        tags,
        summary: 'Edition NFTs of a release pack, by edition number',
        params: PackParams,
        querystring: PageQuerySchema,
        response: { 200: pageSchema(EditionNftSchema) },
      },
    },
    async (request) => {
      await requirePack(db, now(), request.params.pk);
      return packEditionsPage(db, now(), request.params.pk, request.query.page, request.query.size, await viewerPkOf(request));
    },
  );

  app.get(
    '/api/release/v2/:pk/editions/:editionNumber/nft',
    {
      schema: {
        tags,
        summary: 'One edition NFT of a release pack by its number',
        params: PackParams.extend({ editionNumber: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: EditionNftSchema },
      },
    },
    async (request) =>
      requireEdition(
        db,
        now(),
        [sql`p.public_pk = ${request.params.pk}::uuid`, sql`n.edition_number = ${request.params.editionNumber}`],
        await viewerPkOf(request),
        `Edition #${request.params.editionNumber} of this release pack`,
      ),
  );
}
