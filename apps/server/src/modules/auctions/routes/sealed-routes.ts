import { z } from 'zod';
import { SealedBidSchema, SealedLobbySchema } from '@caskmark/shared/api/auctions';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { ownSealedBids } from '../sealed-bids';
import { joinSealedAuction, presentPaddle, requirePaddle } from '../sealed-paddles';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['release: Sealed Auction'];
const PackParams = z.object({ pk: z.uuid() });

/** Paddles and the caller's own sealed bids (spec part 1 §7, v3 sealed-auction `paddle`, `user-bid`). */
export function registerSealedRoutes(app: App, context: AppContext) {
  app.post(
    '/api/release/v3/sealed-auction/:pk/paddle',
    {
      schema: {
        tags,
        summary: "Join the sealed auction: the caller's paddle (201 when created, 200 when joined before)",
        params: PackParams,
        response: { 200: SealedLobbySchema, 201: SealedLobbySchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const { paddle, created } = await joinSealedAuction(context, principal.userPk, request.params.pk);
      reply.status(created ? 201 : 200);
      return paddle;
    },
  );

  app.get(
    '/api/release/v3/sealed-auction/:pk/paddle',
    {
      schema: { tags, summary: "The caller's paddle for the pack; 404 until they join", params: PackParams, response: { 200: SealedLobbySchema, 401: ErrorSchema, 404: ErrorSchema } },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return presentPaddle(await requirePaddle(context, request.params.pk, principal.userPk));
    },
  );

  app.get(
    '/api/release/v3/sealed-auction/:pk/user-bid',
    {
      schema: {
        tags,
        summary: "The caller's own sealed bids on the pack (amount and rank when in the top five); nobody else's",
        params: PackParams,
        response: { 200: z.object({ count: z.number().int(), results: z.array(SealedBidSchema) }), 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      const results = await ownSealedBids(context, request.params.pk, principal.userPk);
      return { count: results.length, results };
    },
  );
}
