import { z } from 'zod';
import { GiftCardAcceptSchema, GiftCardListSchema, GiftCardSchema } from '@caskmark/shared/api/payments';
import type { AppContext } from '../../../context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { answerGiftCard, GIFT_CARD_CANCELLED_MESSAGE, giftCardByPk, pendingGiftCards, presentGiftCards, removeGiftCard, usableGiftCards } from '../gift-cards';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const tags = ['gift cards'];
const Params = z.object({ publicPk: z.string().max(100) });

/** Gift cards (spec part 1 §7, part 2 §7 "Gift card service"). */
export function registerGiftCardRoutes(app: App, context: AppContext) {
  app.get(
    '/api/gift-card/v1/edition/user',
    { schema: { tags, summary: 'My gift cards that pay (accepted, and spent ones)', response: { 200: GiftCardListSchema, 401: ErrorSchema } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { results: await presentGiftCards(context.db, await usableGiftCards(context.db, principal.userPk)) };
    },
  );

  app.get(
    '/api/gift-card/v1/gift/accept',
    { schema: { tags, summary: 'Gift cards offered to me, waiting for my answer', response: { 200: GiftCardListSchema, 401: ErrorSchema } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { results: await presentGiftCards(context.db, await pendingGiftCards(context.db, principal.userPk)) };
    },
  );

  app.get(
    '/api/gift-card/v1/gift/accept/:publicPk',
    { schema: { tags, summary: 'One gift card offered to me', params: Params, response: { 200: GiftCardSchema, 401: ErrorSchema, 404: ErrorSchema } } },
    async (request) => {
      const principal = await requireUser(request);
      const card = await giftCardByPk(context.db, request.params.publicPk);
      if (!card || card.ownerPk !== principal.userPk || card.status === 'cancelled') throw new AppError({ status: 404, code: 'not_found', message: GIFT_CARD_CANCELLED_MESSAGE });
      return (await presentGiftCards(context.db, [card]))[0]!;
    },
  );

  app.put(
    '/api/gift-card/v1/gift/accept/:publicPk',
    {
      schema: {
        tags,
        summary: 'Accepts or declines a gift card (404 once the sender cancelled it)',
        params: Params,
        body: GiftCardAcceptSchema,
        response: { 200: GiftCardSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const card = await answerGiftCard(context, principal.userPk, request.params.publicPk, request.body.status);
      return (await presentGiftCards(context.db, [card]))[0]!;
    },
  );

  app.delete(
    '/api/gift-card/v1/gift/:publicPk',
    {
      schema: {
        tags,
        summary: 'The sender cancels a pending gift card, or the recipient turns it down',
        params: Params,
        response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      await removeGiftCard(context, principal.userPk, request.params.publicPk);
      return reply.status(204).send(null);
    },
  );
}
