import { z } from 'zod';
import {
  RedeemEligibilitySchema,
  RedeemExistsSchema,
  RedemptionListQuerySchema,
  RedemptionPageSchema,
  RedemptionPriceSchema,
  RedemptionRequestSchema,
  RedemptionStatusResponseSchema,
} from '@caskmark/shared/api/redemption';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { notFound } from '../../platform/errors';
import { requireUser, STAFF_GROUP } from '../../modules/identity/public';
import { createRedemption } from './create-redemption';
import { eligibilityOf, presentEligibility } from './eligibility';
import { parseRedeemSubmission, readRedeemMultipart } from './redeem-form';
import { presentRows, readableRedemption, redeemExists, redemptionPage, redemptionPrice, redemptionStatus, userPkOfHandler } from './redemption-reads';

const tags = ['redemption'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const NftParams = z.object({ editionNftPublicPk: z.uuid() });
const RedeemParams = z.object({ redeemPublicPk: z.uuid() });

/** The collector's redeem calls (spec part 1 §7; decision 270): thin handlers over the redemption flow. */
export function registerRedeemRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v1/redeem/exists/:editionNftPublicPk',
    { schema: { tags, summary: 'On the redeem page: my live request for this NFT (status, type), or whether the NFT is closed to me (isLocked)', params: NftParams, response: { 200: RedeemExistsSchema, ...errors } } },
    async (request) => redeemExists(context, (await requireUser(request)).userPk, request.params.editionNftPublicPk),
  );

  app.get(
    '/api/account/v2/redeem/eligibility/:editionNftPublicPk',
    {
      schema: {
        tags,
        summary: 'Eligibility check: owner by the chain index, redeemAfter past, communication e-mail verified, not locked; with the bottle (ABV, weight) the wizard needs',
        params: NftParams,
        response: { 200: RedeemEligibilitySchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return presentEligibility(await eligibilityOf(context, context.db, principal.userPk, request.params.editionNftPublicPk, null));
    },
  );

  app.get(
    '/api/account/v2/redeem',
    { schema: { tags, summary: 'My redemption requests, newest first, with carrier shipments and notes', querystring: RedemptionListQuerySchema, response: { 200: RedemptionPageSchema, ...errors } } },
    async (request) => redemptionPage(context, (await requireUser(request)).userPk, request.query.page, request.query.size),
  );

  app.get(
    '/api/account/v2/:userHandler/redeem',
    {
      schema: {
        tags,
        summary: "A collector's redemption requests by handler: the collector themself or staff; anyone else gets 404",
        params: z.object({ userHandler: z.string().min(1).max(64) }),
        querystring: RedemptionListQuerySchema,
        response: { 200: RedemptionPageSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const userPk = await userPkOfHandler(context, request.params.userHandler);
      if (!userPk || (userPk !== principal.userPk && !principal.groups.includes(STAFF_GROUP))) throw notFound('Collector');
      return redemptionPage(context, userPk, request.query.page, request.query.size);
    },
  );

  app.get(
    '/api/account/v2/redeem/status/:redeemPublicPk',
    { schema: { tags, summary: 'Payment status of a request (polled by the payment step)', params: RedeemParams, response: { 200: RedemptionStatusResponseSchema, ...errors } } },
    async (request) => redemptionStatus(context, await readableRedemption(context, await requireUser(request), request.params.redeemPublicPk)),
  );

  app.get(
    '/api/account/v2/redeem/:redeemPublicPk/price',
    { schema: { tags, summary: 'The shipping fee of a request, computed by the server (0 for pickups)', params: RedeemParams, response: { 200: RedemptionPriceSchema, ...errors } } },
    async (request) => redemptionPrice(context, await readableRedemption(context, await requireUser(request), request.params.redeemPublicPk)),
  );

  app.get(
    '/api/account/v2/redeem/:redeemPublicPk',
    { schema: { tags, summary: 'One request (Request Details): statuses, carrier shipment, notes from a representative', params: RedeemParams, response: { 200: RedemptionRequestSchema, ...errors } } },
    async (request) => {
      const row = await readableRedemption(context, await requireUser(request), request.params.redeemPublicPk);
      return (await presentRows(context, [row]))[0]!;
    },
  );

  app.post(
    '/api/account/v2/redeem',
    {
      schema: {
        tags,
        summary:
          'Create (or, while unpaid, replace) my redemption request. multipart/form-data: editionNftPublicPk, dob (YYYY-MM-DD), selectedCountryCode (ISO alpha-3), selectedPickupLocation (publicPk, for pickups), shippingDetails (JSON), photoId (jpg/png/pdf by content, ≤ 10 MB). Pickups are burned at once; shipping waits for its fee.',
        consumes: ['multipart/form-data'],
        response: { 200: RedemptionRequestSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const submission = parseRedeemSubmission(await readRedeemMultipart(request), context.clock.now());
      const row = await createRedemption(context, principal.userPk, submission);
      return (await presentRows(context, [row]))[0]!;
    },
  );
}
