import { z } from 'zod';
import { OFFER_VALIDITY_DAYS } from '../rules/offers';
import { amountField, CurrencySchema } from '../forms/fields';
import { OFFER_AMOUNT_INVALID_MESSAGE, OFFER_AMOUNT_REQUIRED_MESSAGE } from '../forms/offer';

/**
 * Offers (spec part 2 §3 "Offer", "Offer payload", "Offer acceptance payload", §7 offers calls;
 * decisions 333–338). Dates are ISO 8601 strings; amounts are decimal strings in their currency.
 */
const IsoDate = z.string().describe('ISO 8601 date-time');

export const OFFER_STATUSES = ['active', 'countered', 'accepted', 'purchased', 'rejected', 'withdrawn', 'expired', 'ended'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_END_REASONS = ['burned', 'redeemed', 'gifted', 'sold', 'transferred', 'filled'] as const;

/** Spec §8 texts (successes, tooltips, errors) and the few this product adds (decision 335). */
export const OFFER_TEXTS = {
  submitted: 'Your offer has been submitted!',
  updated: 'Your offer has been updated!',
  accepted: 'Offer accepted successfully!',
  dismissed: 'Offer dismissed successfully!',
  rejectGlobalTooltip: 'You cannot reject a global offer, as this offer is available to all NFT holders from this release',
  rejectAcceptedTooltip: 'You cannot reject an offer that you have already accepted.',
  missingWallet:
    "We don't have enough information to complete your request. This offer is missing a wallet address, so we can't create a private listing to accept this offer.",
  noEdition: 'We were unable to determine which edition to use to create this listing.',
  noPayoutAddress: 'Could not determine the payout address!',
  expired: 'Offer has expired',
  ownOffer: 'You cannot act on your own offer.',
  ownEdition: 'You cannot make an offer on your own NFT.',
  alreadyOffered: 'You already have an open offer here. Update it instead.',
  notOpen: 'This offer is no longer open.',
  alreadyFilled: 'This offer has already been accepted.',
  offererFunds: 'The offerer no longer has enough funds in their wallet to pay this offer, so it cannot be accepted.',
  notOwned: 'This NFT can no longer receive offers: it is not owned by a collector.',
  counterAccepted: 'Counter offer accepted! You have 3 days to purchase.',
  counterSent: 'Your counter offer has been sent!',
  rejected: 'Offer rejected.',
} as const;

export const permissionNeededMessage = (product: string) => `Please provide permission to ${product} to manage your NFTs.`;

export const OfferValiditySchema = z.coerce
  .number()
  .refine((days) => (OFFER_VALIDITY_DAYS as readonly number[]).includes(days), 'Please choose 1, 3, 7 or 30 days');

/** POST/PUT .../offers/made[/{offerId}]: validUntil is read as the nearest of 1/3/7/30 days; validityDays wins. */
export const OfferPayloadSchema = z.object({
  editionNftPublicPk: z.uuid({ error: 'Please choose an edition' }).nullish(),
  releasePublicPk: z.uuid({ error: 'Please choose a release' }).nullish(),
  isGlobalOffer: z.boolean().prefault(false),
  amount: amountField({ required: OFFER_AMOUNT_REQUIRED_MESSAGE, invalid: OFFER_AMOUNT_INVALID_MESSAGE }, (amount) =>
    amount >= 0.01 ? null : OFFER_AMOUNT_INVALID_MESSAGE,
  ),
  currency: CurrencySchema.prefault('USD'),
  validUntil: IsoDate.nullish(),
  validityDays: OfferValiditySchema.nullish(),
  offerMakerWallet: z.string().trim().max(42).prefault(''),
});
export type OfferPayload = z.input<typeof OfferPayloadSchema>;

/** PUT .../offers/{id}/accept: accept, reject (accepted false), counter (isCounterOffer), or answer a counter. */
export const OfferAcceptancePayloadSchema = z.object({
  accepted: z.boolean(),
  editionNftPublicPk: z.uuid().nullish(),
  counterOfferAmount: z.union([z.string(), z.number()]).nullish(),
  currency: CurrencySchema.nullish(),
  isCounterOffer: z.boolean().prefault(false),
  payoutAddress: z.string().trim().max(100).nullish(),
});
export type OfferAcceptancePayload = z.input<typeof OfferAcceptancePayloadSchema>;

export const OfferEditionNftSchema = z.object({
  brandName: z.string(),
  productTitle: z.string(),
  publicPk: z.uuid(),
  productImageSource: z.string(),
  isLocked: z.boolean(),
  editionNumber: z.number().int(),
  currentOwner: z.string().nullable(),
  tokenId: z.string().nullable(),
  editionPublicKey: z.uuid(),
});

/** What the owner's wallet signs to honour an accepted or countered offer: a private listing for the offerer. */
export const OfferListingTermsSchema = z.object({
  editionNftPublicPk: z.uuid(),
  tokenId: z.string(),
  sellerAddress: z.string().describe('The owner wallet that holds the NFT and must sign'),
  buyerAddress: z.string(),
  amount: z.string(),
  currency: z.enum(['USD', 'ETH']),
  expiration: IsoDate,
});
export type OfferListingTerms = z.infer<typeof OfferListingTermsSchema>;

export const OfferSchema = z.object({
  publicPk: z.uuid(),
  amount: z.string(),
  currency: z.enum(['USD', 'ETH']),
  amountUsd: z.number().describe('USD value when made (ETH converted then)'),
  accepted: z.boolean(),
  status: z.enum(OFFER_STATUSES),
  endReason: z.enum(OFFER_END_REASONS).nullable(),
  statusText: z.string().describe("What the status means, in the words the lists show (for example 'Expired')"),
  validUntil: IsoDate,
  purchaseDeadline: IsoDate.nullable(),
  handler: z.string().nullable().describe('The recipient (owner) handler; null for an unanswered global offer'),
  offerFromHandler: z.string(),
  offerToHandler: z.string().nullable(),
  offerMakerWallet: z.string(),
  isGlobalOffer: z.boolean(),
  isInManagedWallet: z.boolean(),
  payoutAddress: z.string().nullable(),
  releasePublicPk: z.uuid(),
  brandSlug: z.string(),
  releaseSlug: z.string(),
  editionPublicPk: z.uuid().nullable(),
  editionNftPublicPk: z.uuid().nullable(),
  listingId: z.string().nullable().describe('The private listing for the offerer, once on chain'),
  listingPublicPk: z.uuid().nullable(),
  title: z.string(),
  image: z.string(),
  transferType: z.enum(['Offer', 'Global Offer', 'Counter Offer']),
  sellingPrice: z.number().nullable(),
  sellingPriceEth: z.number().nullable(),
  counterOfferAmount: z.string().nullable(),
  counterOfferCurrency: z.enum(['USD', 'ETH']).nullable(),
  createdAt: IsoDate,
  editionNumber: z.number().int().nullable(),
  editionNft: OfferEditionNftSchema.nullable(),
  isOfferMaker: z.boolean().describe('The caller made this offer'),
  canReject: z.boolean(),
  rejectTooltip: z.string().nullable(),
  listingTerms: OfferListingTermsSchema.nullable().describe('For the owner, while the private listing is still to be made'),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferResultsSchema = z.object({ count: z.number().int(), results: z.array(OfferSchema) });
export type OfferResults = z.infer<typeof OfferResultsSchema>;
