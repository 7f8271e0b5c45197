import { z } from 'zod';
import { MaxBidListSchema, MaxBidPayloadSchema, MaxBidSchema } from '@caskmark/shared/api/auctions';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { placeAuctionBid } from '../english-bids';
import { maxBidsOf } from '../english-reads';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['auctions'];
const PackParams = z.object({ pk: z.uuid() });

/** `POST/GET /api/release/v2/{pk}/auction/max-bid` (spec part 1 §7): the caller's proxy on an English lot. */
export function registerMaxBidRoutes(app: App, context: AppContext) {
  app.post(
    '/api/release/v2/:pk/auction/max-bid',
    {
      schema: {
        tags,
        summary: 'Place or raise a max (proxy) bid on a lot; funds are checked on the server for the whole maximum',
        params: PackParams,
        body: MaxBidPayloadSchema,
        response: { 201: MaxBidSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const body = request.body;
      if (body.releasePack && body.releasePack !== request.params.pk) throw badRequest('The release pack of the body and of the path differ.', { code: 'invalid' });
      const placed = await placeAuctionBid(context, principal.userPk, {
        packPk: request.params.pk,
        editionNftPk: body.editionNft,
        kind: 'max',
        amountCents: dollarsToCents(body.maxBidInUsd),
        currency: body.currency,
        field: 'maxBidInUsd',
      });
      const [max] = await maxBidsOf(context, principal.userPk, request.params.pk, placed.lot.editionNftPk);
      reply.status(201);
      return max!;
    },
  );

  app.get(
    '/api/release/v2/:pk/auction/max-bid',
    {
      schema: {
        tags,
        summary: "The caller's max bids on the pack's lots (only their own; nobody else reads a maximum)",
        params: PackParams,
        querystring: z.object({ edition_nft: z.uuid().optional() }),
        response: { 200: MaxBidListSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      const results = await maxBidsOf(context, principal.userPk, request.params.pk, request.query.edition_nft);
      return { count: results.length, results };
    },
  );
}
