import { z } from 'zod';
import { AcceptGiftBodySchema, GiftTransferCreatedSchema, GiftTransferStatusSchema } from '@caskmark/shared/api/gifts';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { requireUser } from '../../modules/identity/public';
import { giftByPk, giftTransferByPk, presentGiftTransfer } from '../../modules/gifts/public';
import { acceptGift } from './accept-gift';

const tags = ['gifts'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema.describe("'Gift has been cancelled'"), 503: ErrorSchema };

/** Accepting a gift (spec part 2 §7 "Payments (gifts and transfers)"; decision 345). */
export function registerGiftTransferRoutes(app: App, context: AppContext) {
  app.post(
    '/api/payments/v1/gift',
    {
      schema: {
        tags,
        summary: 'Accept a gift made to me: the NFT moves on chain to one of my wallets (toAccountPublicPk) or a new managed wallet (isCreateVault); answers the transfer to poll',
        body: AcceptGiftBodySchema,
        response: { 200: GiftTransferCreatedSchema, ...errors },
      },
    },
    async (request) => acceptGift(context, (await requireUser(request)).userPk, request.body),
  );

  app.get(
    '/api/payments/v1/gift/:publicPk',
    {
      schema: {
        tags,
        summary: "A gift transfer's progress: status 1 in progress, 3 failed, 4 completed; transferStatus the step (1–4)",
        params: z.object({ publicPk: z.uuid() }),
        response: { 200: GiftTransferStatusSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const row = await giftTransferByPk(context.db, request.params.publicPk);
      const gift = row ? await giftByPk(context.db, row.giftPk) : null;
      if (!row || !gift || (row.receiverPk !== principal.userPk && gift.senderPk !== principal.userPk)) throw notFound('Gift transfer');
      return presentGiftTransfer(row);
    },
  );
}
