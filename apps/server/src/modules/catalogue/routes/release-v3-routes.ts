import { sql } from 'drizzle-orm';
import { EditionNftSchema, ReleasePackSchema } from '@caskmark/shared/api/catalogue';
import { ReleasePageSchema } from '@caskmark/shared/api/catalogue-detail';
import { BrandSlugQuerySchema, EditionNftLookupQuerySchema } from '@caskmark/shared/api/catalogue-query';
import { listSchema } from '@caskmark/shared/api/pagination';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { requireBrand } from '../brand-service';
import { requireEdition } from '../edition-service';
import { listPacks } from '../pack-service';
import { releasePagePacks, releasePageView } from '../release-page-service';
import { cachedRead } from '../cached-read';
import { viewerPkOf } from '../viewer';

const tags = ['release'];
const ReleaseParams = z.object({ releasePublicPk: z.string().min(1).max(200).describe('publicPk or slug') });

/** Release reads of spec part 1 §7, version 3, that are not tied to one release style. */
export function registerReleaseV3Routes(app: App, context: AppContext) {
  const { db } = context;
  const now = () => context.clock.now();

  app.get(
    '/api/release/v3/producer/release-pack',
    {
      schema: {
        tags,
        summary: "Every release pack of a producer (the producer page's grid)",
        querystring: BrandSlugQuerySchema,
        response: { 200: listSchema(ReleasePackSchema) },
      },
    },
    async (request) => {
      const brand = await requireBrand(db, request.query.brand_slug);
      const results = await listPacks(db, now(), [sql`b.public_pk = ${brand.publicPk}::uuid`]);
      return { count: results.length, results };
    },
  );

  app.get(
    '/api/release/v3/release-page/:releasePublicPk',
    { schema: { tags, summary: 'The release page header', params: ReleaseParams, response: { 200: ReleasePageSchema } } },
    async (request, reply) => cachedRead(context, request, reply, {}, () => releasePageView(db, now(), request.params.releasePublicPk)),
  );

  app.get(
    '/api/release/v3/release-page/:releasePublicPk/packs',
    { schema: { tags, summary: 'The packs of a release, in the producer’s order', params: ReleaseParams, response: { 200: listSchema(ReleasePackSchema) } } },
    async (request, reply) => cachedRead(context, request, reply, {}, () => releasePagePacks(db, now(), request.params.releasePublicPk)),
  );

  app.get(
    '/api/release/v3/edition-nft',
    {
      schema: {
        tags,
        summary: 'One edition NFT by its publicPk, by release pack and edition number, or by token id',
        querystring: EditionNftLookupQuerySchema,
        response: { 200: EditionNftSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const conditions = [];
      if (query.edition_nft !== undefined) conditions.push(sql`n.public_pk = ${query.edition_nft}::uuid`);
      if (query.token_id !== undefined) conditions.push(sql`n.token_id = ${query.token_id}::numeric`);
      if (query.release_pack !== undefined) conditions.push(sql`p.public_pk = ${query.release_pack}::uuid`);
      if (query.edition_number !== undefined) conditions.push(sql`n.edition_number = ${query.edition_number}`);
      return requireEdition(db, now(), conditions, await viewerPkOf(request));
    },
  );
}
