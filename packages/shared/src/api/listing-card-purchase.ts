import { z } from 'zod';

/**
 * Buying a USD listing by card (issue 14, decision 340): a checkout session holds the listing's
 * editions while the buyer pays through the primary checkout's card rails (its publicPk is the card
 * submission's `checkoutSessionPublicPk`); the platform then settles on chain and pays the seller.
 */
export const LISTING_CARD_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ListingCardStatus = (typeof LISTING_CARD_STATUSES)[number];

/** Minutes the editions stay held for an unpaid card (business clock), as a card cart. */
export const LISTING_CARD_WINDOW_MINUTES = 15;

export const LISTING_CARD_USD_ONLY_MESSAGE = 'Only listings priced in USD can be bought by card.';
export const LISTING_CARD_PRIVATE_MESSAGE = 'A private listing can only be bought from the wallet it was made for.';
export const LISTING_CARD_OWN_MESSAGE = 'You cannot buy your own listing.';
export const LISTING_CARD_TAKEN_MESSAGE = 'Someone has already started a checkout process with this listing. Please try again later.';
export const LISTING_CARD_GONE_MESSAGE = 'This listing can no longer be bought: the NFTs moved or the listing ended.';
export const LISTING_CARD_EXPIRED_MESSAGE = 'Your hold on this listing has expired. Nothing was charged; please start again.';
export const LISTING_CARD_SETTLE_FAILED_MESSAGE = 'The NFT could not be transferred to you, so your card was refunded.';

export const ListingCardCheckoutSchema = z.object({
  publicPk: z.uuid().describe('The checkout session: send it as checkoutSessionPublicPk with the card payment'),
  listingId: z.string(),
  listingPublicPk: z.uuid(),
  amount: z.number().describe('USD'),
  amountCents: z.number().int(),
  status: z.enum(LISTING_CARD_STATUSES),
  payment: z.enum(['none', 'requires_action', 'authorized', 'captured', 'voided', 'refunded', 'failed']),
  expiresAt: z.string(),
  recipientAddress: z.string().nullable().describe('The buyer’s managed wallet the NFTs go to'),
  settleHash: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type ListingCardCheckout = z.infer<typeof ListingCardCheckoutSchema>;
