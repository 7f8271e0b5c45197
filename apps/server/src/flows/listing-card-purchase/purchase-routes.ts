import { z } from 'zod';
import { ListingCardCheckoutSchema } from '@caskmark/shared/api/listing-card-purchase';
import type { AppContext } from '../../context';
import { requireUser } from '../../modules/identity/public';
import { intentsFor, voidIntent } from '../../modules/payments/public';
import { conflict } from '../../platform/errors';
import type { App } from '../../platform/module';
import { workflowsOf } from '../../platform/workflows';
import { ownPurchase, presentPurchase } from './purchase-reads';
import { movePurchase, unlockEditions } from './purchase-rows';
import { LISTING_CARD_WORKFLOW, type ListingCardState } from './purchase-state';
import { startCardPurchase } from './start-purchase';

const tags = ['marketplace'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema };
const CANCELLED_REASON = 'The buyer cancelled the card checkout.';
export const CHECKOUT_PAID_MESSAGE = 'Your card was already accepted: this purchase can no longer be cancelled.';

/** A listing's card checkout (decision 340): start (hold), read, cancel; the payment itself goes through the card capture call. */
export function registerListingCardRoutes(app: App, context: AppContext) {
  app.post(
    '/api/marketplace/v1/listings/:listingId/card-checkout',
    {
      schema: {
        tags,
        summary: 'Start buying a USD listing by card: holds its editions for 15 minutes and answers the checkout session to pay (checkoutSessionPublicPk)',
        params: z.object({ listingId: z.string().min(1).max(100) }),
        response: { 201: ListingCardCheckoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const row = await startCardPurchase(context, principal.userPk, request.params.listingId);
      return reply.code(201).send(await presentPurchase(context, row));
    },
  );

  app.get(
    '/api/marketplace/v1/card-checkouts/:publicPk',
    {
      schema: {
        tags,
        summary: 'A card checkout of a listing: status (pending, processing, completed, failed), payment, settlement hash',
        params: z.object({ publicPk: z.string().min(1).max(100) }),
        response: { 200: ListingCardCheckoutSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return presentPurchase(context, await ownPurchase(context, principal.userPk, request.params.publicPk));
    },
  );

  app.delete(
    '/api/marketplace/v1/card-checkouts/:publicPk',
    {
      schema: {
        tags,
        summary: 'Cancel a card checkout before the card is accepted: the editions are released and a pending bank check is voided',
        params: z.object({ publicPk: z.string().min(1).max(100) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      const row = await ownPurchase(context, principal.userPk, request.params.publicPk);
      if (row.status === 'failed') return reply.code(204).send(null);
      const intents = await intentsFor(context, 'listing', row.publicPk);
      if (row.status !== 'pending' || intents.some((intent) => intent.status === 'authorized' || intent.status === 'captured')) throw conflict(CHECKOUT_PAID_MESSAGE, { code: 'checkout_paid' });
      const engine = await workflowsOf(context);
      const run = await engine.find(LISTING_CARD_WORKFLOW, row.publicPk);
      const nftPks = (run?.state as ListingCardState | undefined)?.editionNftPks ?? [];
      const cancelled = await context.db.transaction(async (tx) => {
        const moved = await movePurchase(tx, row.publicPk, ['pending'], { status: 'failed', failureReason: CANCELLED_REASON, updatedAt: context.clock.now() });
        if (moved) await unlockEditions(tx, nftPks);
        return moved;
      });
      if (!cancelled) throw conflict(CHECKOUT_PAID_MESSAGE, { code: 'checkout_paid' });
      for (const intent of intents) if (intent.status === 'requires_action') await voidIntent(context, intent.publicPk, CANCELLED_REASON);
      // The run sees the purchase failed and ends (its compensations find nothing left to undo).
      await engine.poke(LISTING_CARD_WORKFLOW, row.publicPk);
      return reply.code(204).send(null);
    },
  );
}
