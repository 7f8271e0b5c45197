import { z } from 'zod';
import { EditionNftSchema, ReleasePackSchema } from '@caskmark/shared/api/catalogue';
import { BidIncrementsSchema, FcfsPackStatsSchema, LotStatsSchema, type LotStats } from '@caskmark/shared/api/catalogue-detail';
import { ReleaseRefQuerySchema } from '@caskmark/shared/api/catalogue-query';
import { listSchema, pageSchema, PageQuerySchema } from '@caskmark/shared/api/pagination';
import { RELEASE_STYLE_LABELS, type ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import type { AppContext } from '../../../context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { loadBidLadder } from '../bid-ladders';
import { packEditionsPage } from '../edition-service';
import { listPacks, requirePack, requirePackRow } from '../pack-service';
import { releaseRefCondition, requireReleaseRow } from '../release-service';
import { dollars, isoFromMs, rowsOf } from '../sql/index';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { viewerPkOf } from '../viewer';

const PackParams = z.object({ pk: z.uuid() });
const IdParams = z.object({ id: z.uuid() });

function wrongStyle(what: 'release' | 'release pack', style: ReleaseStyle): AppError {
  const message = `This ${what} is not a${/^[aeiou]/i.test(RELEASE_STYLE_LABELS[style]) ? 'n' : ''} ${RELEASE_STYLE_LABELS[style].toLowerCase()} release.`;
  return new AppError({ status: 404, code: 'not_found', message });
}

/** Bid figures of a pack's English lots, read from the auctions domain's lot rows (decision 251). */
async function lotFigures(db: DbOrTx, packPk: string) {
  type LotFigureRow = {
    price_cents: number | null;
    bid_count: number;
    handler: string | null;
    settled: boolean;
    outcome: LotStats['lotOutcome'];
  };
  const rows = await rowsOf<LotFigureRow>(
    db,
    sql`select al.price_cents::float8 as price_cents, al.bid_count, u.handler, al.settled_at is not null as settled, al.outcome
      from auction_lots al
      left join users u on u.public_pk = al.leader_pk where al.release_pack_pk = ${packPk}::uuid order by al.edition_number`,
  );
  return {
    currentBidUsd: rows.length === 1 ? dollars(rows[0]!.price_cents) : null,
    bidCount: rows.reduce((sum, row) => sum + row.bid_count, 0),
    highestBidderHandler: rows.length === 1 ? rows[0]!.handler : null,
    settled: rows.length === 1 && rows[0]!.settled,
    lotOutcome: rows.length === 1 ? rows[0]!.outcome : null,
  };
}

/**
 * The per-style reads of release v3 (catalogue data only; bids, paddles and entries belong to the
 * auctions and draws domains). A read of one style on a release of another answers 404.
 */
export function registerReleaseStyleRoutes(app: App, context: AppContext) {
  const { db } = context;
  const now = () => context.clock.now();

  const packOfStyle = async (pk: string, style: ReleaseStyle) => {
    const pack = await requirePack(db, now(), pk);
    if (pack.releaseStyle !== style) throw wrongStyle('release pack', style);
    return pack;
  };
  const packsOfReleaseOfStyle = async (ref: string, style: ReleaseStyle) => {
    const release = await requireReleaseRow(db, now(), ref);
    if (release.release_style !== style) throw wrongStyle('release', style);
    const results = await listPacks(db, now(), [releaseRefCondition(release.release_pk)]);
    return { count: results.length, results };
  };

  const routesFor = (prefix: string, style: ReleaseStyle) => {
    const tags = [`release: ${RELEASE_STYLE_LABELS[style]}`];
    app.get(
      `/api/release/v3/${prefix}/:pk`,
      { schema: { tags, summary: `A ${RELEASE_STYLE_LABELS[style]} release pack`, params: PackParams, response: { 200: ReleasePackSchema } } },
      async (request) => packOfStyle(request.params.pk, style),
    );
    app.get(
      `/api/release/v3/${prefix}/:pk/editions`,
      {
        schema: {
          tags,
          summary: `Edition NFTs of a ${RELEASE_STYLE_LABELS[style]} release pack`,
          params: PackParams,
          querystring: PageQuerySchema,
          response: { 200: pageSchema(EditionNftSchema) },
        },
      },
      async (request) => {
        await packOfStyle(request.params.pk, style);
        return packEditionsPage(db, now(), request.params.pk, request.query.page, request.query.size, await viewerPkOf(request));
      },
    );
    if (style === 'auction' || style === 'leaderboard' || style === 'sealed_auction') {
      app.get(
        `/api/release/v3/${prefix}/bid-increments`,
        { schema: { tags, summary: 'The allowed bid amounts in USD, ascending', response: { 200: BidIncrementsSchema } } },
        async () => loadBidLadder(db, style),
      );
    }
  };

  routesFor('fcfs', 'fcfs');
  routesFor('auction', 'auction');
  routesFor('leaderboard', 'leaderboard');
  routesFor('sealed-auction', 'sealed_auction');
  routesFor('sweepstakes', 'sweepstakes');

  app.get(
    '/api/release/v3/fcfs/packs',
    { schema: { tags: ['release: First Come First Served'], summary: 'Packs of a first-come-first-served release', querystring: ReleaseRefQuerySchema, response: { 200: listSchema(ReleasePackSchema) } } },
    async (request) => packsOfReleaseOfStyle(request.query.release, 'fcfs'),
  );

  app.get(
    '/api/release/v3/fcfs/release-packs/:id/stats/fcfs',
    { schema: { tags: ['release: First Come First Served'], summary: 'The live counter of a first-come-first-served pack', params: IdParams, response: { 200: FcfsPackStatsSchema } } },
    async (request) => {
      await packOfStyle(request.params.id, 'fcfs');
      const row = await requirePackRow(db, now(), request.params.id);
      return {
        releasePackPublicPk: row.pack_pk,
        totalCount: row.total_units,
        availableCount: row.available_count,
        inCheckoutCount: row.checkout_units,
        soldCount: row.sold_units,
        saleStatus: row.sale_status,
      };
    },
  );

  app.get(
    '/api/release/v3/auction/packs/:id',
    { schema: { tags: ['release: Auction'], summary: 'The lots of an auction release', params: IdParams, response: { 200: listSchema(ReleasePackSchema) } } },
    async (request) => packsOfReleaseOfStyle(request.params.id, 'auction'),
  );

  app.get(
    '/api/release/v3/auction/release-pack/:id/stats',
    { schema: { tags: ['release: Auction'], summary: 'What the catalogue knows of an auction lot', params: IdParams, response: { 200: LotStatsSchema } } },
    async (request) => {
      const pack = await packOfStyle(request.params.id, 'auction');
      const row = await requirePackRow(db, now(), request.params.id);
      return {
        releasePackPublicPk: pack.publicPk,
        startingBidUsd: dollars(row.listing_price_cents) ?? 0,
        nextBidAmountInUsd: pack.nextBidAmountInUsd ?? dollars(row.listing_price_cents) ?? 0,
        lotOpenDate: isoFromMs(row.open_ms)!,
        lotCloseDate: isoFromMs(row.close_ms),
        saleStatus: row.sale_status,
        totalCount: row.total_units,
        ...(await lotFigures(db, pack.publicPk)),
      };
    },
  );

  app.get(
    '/api/release/v3/sweepstakes/packs/:id',
    { schema: { tags: ['release: Sweepstakes'], summary: 'The packs of a sweepstakes release', params: IdParams, response: { 200: listSchema(ReleasePackSchema) } } },
    async (request) => packsOfReleaseOfStyle(request.params.id, 'sweepstakes'),
  );
}
