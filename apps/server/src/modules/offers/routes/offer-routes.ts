import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OfferAcceptancePayloadSchema, OfferPayloadSchema, OfferResultsSchema, OfferSchema } from '@caskmark/shared/api/offers';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { isUuid, viewerPkOf } from '../../catalogue/public';
import { requireUser } from '../../identity/public';
import { answerOffer, dismissOffer } from '../offer-answers';
import { presentOffer } from '../offer-presenter';
import { answerableBy, notDismissedBy, offersWhere, onEdition, releaseOfNft, type OfferRow } from '../offer-repository';
import { createOffer, updateOffer } from '../offer-service';

const tags = ['offers'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 503: ErrorSchema };
const IdParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Offers (spec part 2 §7 account offers calls, §4 "Offers"; decisions 333–338): make and update
 * (funded on chain now), the lists of each side, and the owner's or offerer's answers.
 */
export function registerOfferRoutes(app: App, context: AppContext) {
  const { db } = context;
  const usdPerEth = () => context.ethPrice.usdPerEth().catch(() => 0);
  const present = async (rows: OfferRow[], viewerPk: string | null) => {
    const price = await usdPerEth();
    const nowMs = context.clock.nowMs();
    return rows.map((row) => presentOffer(row, viewerPk, nowMs, price));
  };
  const results = async (rows: OfferRow[], viewerPk: string | null) => {
    const presented = await present(rows, viewerPk);
    return { count: presented.length, results: presented };
  };
  const one = async (row: OfferRow, viewerPk: string) => (await present([row], viewerPk))[0]!;
  const requireId = (id: string, what: string) => {
    if (!isUuid(id)) throw notFound(what);
    return id.toLowerCase();
  };

  app.post(
    '/api/account/v2/offers/made',
    { schema: { tags, summary: 'Make an offer on an edition, or a global offer on a release; the wallet must cover it on chain now', body: OfferPayloadSchema, response: { 200: OfferSchema, ...errors } } },
    async (request) => {
      const { userPk } = await requireUser(request);
      return one(await createOffer(context, userPk, request.body), userPk);
    },
  );

  app.put(
    '/api/account/v2/offers/made/:offerId',
    {
      schema: {
        tags,
        summary: 'Update my open offer (amount, currency, validity, wallet); another collector’s offer is a 404',
        params: z.object({ offerId: z.string().min(1).max(100) }),
        body: OfferPayloadSchema,
        response: { 200: OfferSchema, ...errors },
      },
    },
    async (request) => {
      const { userPk } = await requireUser(request);
      return one(await updateOffer(context, userPk, request.params.offerId, request.body), userPk);
    },
  );

  app.get(
    '/api/account/v2/offers/made',
    { schema: { tags, summary: 'Offers made by me (OFFERS MADE BY ME), open first, then by USD value', response: { 200: OfferResultsSchema, ...errors } } },
    async (request) => {
      const { userPk } = await requireUser(request);
      return results(await offersWhere(db, sql`o.offer_maker_pk = ${userPk}::uuid and ${notDismissedBy(userPk)}`), userPk);
    },
  );

  app.get(
    '/api/account/v2/offers/made/edition-nft/:id',
    { schema: { tags, summary: 'My offers on one edition NFT', params: IdParams, response: { 200: OfferResultsSchema, ...errors } } },
    async (request) => {
      const { userPk } = await requireUser(request);
      const nftPk = requireId(request.params.id, 'Edition NFT');
      return results(await offersWhere(db, sql`o.offer_maker_pk = ${userPk}::uuid and ${onEdition(nftPk)}`), userPk);
    },
  );

  app.get(
    '/api/account/v2/offers/made/release/:id',
    { schema: { tags, summary: 'My offers on a release (global and edition offers)', params: IdParams, response: { 200: OfferResultsSchema, ...errors } } },
    async (request) => {
      const { userPk } = await requireUser(request);
      const releasePk = requireId(request.params.id, 'Release');
      return results(await offersWhere(db, sql`o.offer_maker_pk = ${userPk}::uuid and o.release_pk = ${releasePk}::uuid`), userPk);
    },
  );

  app.get(
    '/api/account/v2/offers/edition-nft/:id',
    {
      schema: {
        tags,
        summary: 'Every offer on an edition NFT (active and historical), with the open global offers of its release',
        params: IdParams,
        response: { 200: OfferResultsSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const nftPk = requireId(request.params.id, 'Edition NFT');
      const viewerPk = await viewerPkOf(request);
      const where = sql`(${onEdition(nftPk)} or (o.is_global_offer and o.accepted_edition_nft_pk is null and o.release_pk = ${releaseOfNft(nftPk)}))`;
      return results(await offersWhere(db, where), viewerPk);
    },
  );

  app.get(
    '/api/account/v2/offers/accept',
    { schema: { tags, summary: 'Offers on my NFTs (OFFERS ON MY NFTs): made to me, and global offers on releases I own an edition of', response: { 200: OfferResultsSchema, ...errors } } },
    async (request) => {
      const { userPk } = await requireUser(request);
      return results(await offersWhere(db, sql`${answerableBy(userPk)} and ${notDismissedBy(userPk)}`), userPk);
    },
  );

  app.put(
    '/api/account/v2/offers/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept, reject or counter an offer made to me; as the offerer, accept or reject a counter offer',
        params: IdParams,
        body: OfferAcceptancePayloadSchema,
        response: { 200: OfferSchema, ...errors },
      },
    },
    async (request) => {
      const { userPk } = await requireUser(request);
      return one(await answerOffer(context, userPk, request.params.id, request.body), userPk);
    },
  );

  app.delete(
    '/api/account/v2/offers/:id/accept',
    { schema: { tags, summary: 'Dismiss an offer from my lists (my own open offer is withdrawn)', params: IdParams, response: { 200: OfferSchema, ...errors } } },
    async (request) => {
      const { userPk } = await requireUser(request);
      return one(await dismissOffer(context, userPk, request.params.id), userPk);
    },
  );
}
