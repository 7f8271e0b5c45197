import { z } from 'zod';
import { CurrencySchema } from '../forms/fields';
import { toChecksumAddress, WALLET_ADDRESS_LENGTH } from '../forms/payout-address';
import { MIN_LISTING_PRICE } from '../rules/listing';

/** Since this NFT is in the custodial wallet it must leave it before it can be listed (spec part 2 §6). */
export const CUSTODIAL_LISTING_MESSAGE =
  'Since this NFT is currently in the custodial wallet, you must transfer it to your wallet before listing it for sale.';
/** A gift (or a redemption) holds the edition: nothing else may happen to it meanwhile. */
export const LOCKED_LISTING_MESSAGE = 'This NFT is locked while a gift or a redemption is pending, so it cannot be listed.';
/** 'It looks like your listing isn't on chain yet!' (spec part 2 §2 screen 14). */
export const LISTING_NOT_ON_CHAIN_MESSAGE = "It looks like your listing isn't on chain yet!";

/** Spec part 2 §3 "Edition listing data": what the List on Marketplace dialog starts from. */
export const EditionListingDataSchema = z.object({
  editionNftPublicPk: z.uuid(),
  isListed: z.boolean(),
  listingPrice: z.number().nullable(),
  currency: CurrencySchema.nullable(),
  payoutAddress: z.string().nullable(),
  currentOwner: z.string().nullable().describe('Handler of the owner'),
  currentOwnerAddress: z.string().nullable(),
  tokenId: z.string().nullable(),
  isManaged: z.boolean(),
  isLocked: z.boolean(),
  pricePaidUsd: z.number().nullable(),
  pricePaidEth: z.number().nullable(),
  lastSalePriceUsd: z.number().nullable(),
  lowestAskEditionNftPriceUsd: z.number().nullable(),
  ballotTokenId: z.string().nullable(),
  name: z.string(),
  video: z.string(),
  image: z.string(),
  editionNumber: z.number().int(),
  /** The active listing holding this edition (for Update Listing), with its contract id. */
  listingPublicPk: z.uuid().nullable(),
  listingId: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type EditionListingData = z.infer<typeof EditionListingDataSchema>;

const optionalAddress = z
  .string()
  .trim()
  .max(WALLET_ADDRESS_LENGTH)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const address = toChecksumAddress(value);
    if (!address) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid wallet address' });
      return z.NEVER;
    }
    return address;
  });

/**
 * PUT /api/marketplace/v1/list/{editionNftPublicPk}: {listingPrice, currency, isListed, payoutAddress}
 * plus what an on-chain listing needs checked before the wallet signs (the editions of a bundle, the
 * private buyer, the expiry). The server answers whether the listing may be made; the listing itself
 * exists only once the contract emits it (decision 330).
 */
export const ListEditionBodySchema = z.object({
  listingPrice: z.coerce.number({ error: 'Please enter listing price' }).min(MIN_LISTING_PRICE, 'The minimum price is 0.01'),
  currency: CurrencySchema,
  isListed: z.boolean(),
  payoutAddress: optionalAddress,
  editionNftPublicPks: z.array(z.uuid()).max(25).optional(),
  buyerAddress: optionalAddress,
  validUntil: z.iso.datetime({ offset: true }).optional(),
});
export type ListEditionBody = z.input<typeof ListEditionBodySchema>;

/** GET /api/payments/v2/marketplace-transfer/tx/{transactionHash}: a wallet purchase seen on chain. */
export const MarketplaceTransferSchema = z.object({
  transactionHash: z.string(),
  status: z.enum(['completed']),
  listingPublicPk: z.uuid().nullable(),
  listingId: z.string(),
  buyerAddress: z.string(),
  sellerAddress: z.string(),
  priceWei: z.string(),
  feeWei: z.string(),
  royaltyWei: z.string(),
  royaltyRecipient: z.string().nullable().describe('A collaboration sale: the ballot token owner the contract paid the royalty to'),
  sellerProceedsWei: z.string(),
  editionNftPublicPks: z.array(z.uuid()),
  completedAt: z.string(),
});
export type MarketplaceTransfer = z.infer<typeof MarketplaceTransferSchema>;
