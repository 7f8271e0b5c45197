import { z } from 'zod';
import {
  GiftAcceptParamsSchema,
  GiftCancelParamsSchema,
  GiftDeclineBodySchema,
  GiftListSchema,
  GiftPkParamsSchema,
  GiftResultsSchema,
  GiftSchema,
} from '@caskmark/shared/api/gifts';
import { GiftPayloadSchema } from '@caskmark/shared/forms/gift';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { receiverEmailOf } from '../gift-policies';
import { presentGift, presentGifts } from '../gift-presenter';
import { giftsAround, giftsSentBy, giftsTo } from '../gift-repository';
import { cancelGift, createGift, declineGift, resendGift } from '../gift-service';

const tags = ['gifts'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema.describe("Not found or not yours: 'Gift has been cancelled'"), 503: ErrorSchema };

/** Gifts by e-mail (spec part 2 §7 account gift calls; decision 345). Accepting is `POST /api/payments/v1/gift` (flows/gift-transfer). */
export function registerGiftRoutes(app: App, context: AppContext) {
  app.post(
    '/api/account/v1/gift',
    { schema: { tags, summary: 'Gift an edition of my custodial wallet to an e-mail address; locks it while pending', body: GiftPayloadSchema, response: { 200: GiftSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      return presentGift(context.db, await createGift(context, principal.userPk, request.body), principal.userPk);
    },
  );

  app.get(
    '/api/account/v1/gift',
    { schema: { tags, summary: 'Every gift I made or that was made to me, any status, newest first', response: { 200: GiftListSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      const rows = await giftsAround(context.db, principal.userPk, await receiverEmailOf(context.db, principal.userPk));
      return presentGifts(context.db, rows, principal.userPk);
    },
  );

  app.get(
    '/api/account/v3/gift',
    { schema: { tags, summary: 'Gifts I made that are still open (pending or on their way): GIFTS MADE BY ME', response: { 200: GiftResultsSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      const rows = await giftsSentBy(context.db, principal.userPk, ['pending', 'transferring']);
      return { count: rows.length, results: await presentGifts(context.db, rows, principal.userPk) };
    },
  );

  app.get(
    '/api/account/v1/gift/accept',
    { schema: { tags, summary: 'Gifts made to my e-mail waiting for me (pending or on their way): GIFTS MADE TO ME', response: { 200: GiftListSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      const email = await receiverEmailOf(context.db, principal.userPk);
      if (!email) return [];
      const rows = (await giftsTo(context.db, email, ['pending', 'transferring'])).filter((row) => row.senderPk !== principal.userPk && (row.receiverPk === null || row.receiverPk === principal.userPk));
      return presentGifts(context.db, rows, principal.userPk);
    },
  );

  app.patch(
    '/api/account/v1/gift/:publicPk/resend',
    { schema: { tags, summary: "Send the receiver's notification again (at most 5 times; a 400 with userAlerts past that)", params: GiftPkParamsSchema, response: { 200: GiftSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      return presentGift(context.db, await resendGift(context, principal.userPk, request.params.publicPk), principal.userPk);
    },
  );

  app.delete(
    '/api/account/v1/gift/:giftPublicPk',
    { schema: { tags, summary: 'Cancel my pending gift; the edition unlocks', params: GiftCancelParamsSchema, response: { 200: GiftSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      return presentGift(context.db, await cancelGift(context, principal.userPk, request.params.giftPublicPk), principal.userPk);
    },
  );

  app.put(
    '/api/account/v1/gift/accept/:giftPk',
    { schema: { tags, summary: "Decline a gift made to me ({status: 'declined'}); the edition unlocks", params: GiftAcceptParamsSchema, body: GiftDeclineBodySchema, response: { 200: GiftSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      return presentGift(context.db, await declineGift(context, principal.userPk, request.params.giftPk), principal.userPk);
    },
  );
}
