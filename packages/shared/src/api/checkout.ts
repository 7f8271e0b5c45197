import { z } from 'zod';
import { CART_STATUSES } from './checkout-texts';
import { AddressSchema, TransactionHashSchema } from './wallet';

/**
 * Contracts of the primary checkout (spec part 1 §3 "Checkout cart" and "Cart line", §4 "Checkout
 * cart", §7 "Checkout", §8 "Cart" and "Claim"; design in docs/decisions/170). USD amounts are numbers
 * of dollars (two decimals at most), ETH amounts decimal strings, wei integer strings, dates ISO 8601.
 */

export * from './checkout-texts';

export const CartLineItemSchema = z.object({
  publicPk: z.uuid(),
  editionNftPublicPk: z.uuid(),
  editionNumber: z.number().int(),
  productTitle: z.string(),
  image: z.string(),
  amount: z.number().describe('USD'),
  currency: z.literal('USD'),
});
export type CartLineItem = z.infer<typeof CartLineItemSchema>;

export const CartDiscountSchema = z.object({
  amountOff: z.number().nullable(),
  percentOff: z.number().nullable(),
  currency: z.literal('USD'),
});

export const CartGiftCardSchema = z.object({
  publicPk: z.uuid(),
  title: z.string(),
  availableBalance: z.number().describe('USD the card still holds (before this cart)'),
  currency: z.literal('USD'),
});

/** What the web app sends to pay a cart in ETH: `to`, `value` (wei) and `data` go to the wallet as is. */
export const EthTransferPayloadSchema = z.object({
  to: z.string().describe('The payment receiver contract'),
  value: z.string().describe('Wei, integer string'),
  data: z.string().describe('Calldata binding the payment to this cart'),
  chainId: z.number().int(),
  amountEth: z.string().describe('The same value in ETH, for display'),
  usdPerEth: z.number(),
  quotedUntil: z.string().describe('The quote holds until then; later payments count at their block rate'),
});
export type EthTransferPayload = z.infer<typeof EthTransferPayloadSchema>;

export const WireInstructionsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
  swift: z.string(),
  bankAddress: z.string(),
  memo: z.string().describe('Fixed prefix plus the cart publicPk'),
  amountToSend: z.number().describe('USD: the cart total plus the wire fee'),
  fee: z.number().describe('USD 20.00 per transfer'),
  status: z.enum(['instructions', 'proof_submitted', 'confirmed', 'rejected']),
});
export type WireInstructions = z.infer<typeof WireInstructionsSchema>;

export const CheckoutCartSchema = z.object({
  publicPk: z.uuid(),
  name: z.string().describe('The release pack name'),
  releasePackPublicPk: z.uuid(),
  releasePublicPk: z.uuid(),
  releaseStyle: z.string(),
  brandSlug: z.string(),
  handler: z.string(),
  status: z.enum(CART_STATUSES),
  validUntil: z.string(),
  /** Whether the one extension for payment was used (decision 170). */
  extended: z.boolean(),
  lineItems: z.array(CartLineItemSchema),
  amount: z.number().describe('USD to pay after discount and gift card'),
  subtotal: z.number().describe('USD, sum of the lines'),
  currency: z.literal('USD'),
  discount: CartDiscountSchema.nullable(),
  giftCard: CartGiftCardSchema.nullable(),
  giftCardAmount: z.number().describe('USD of the gift card applied to this cart'),
  ethTransferPayload: EthTransferPayloadSchema.nullable(),
  wireTransfer: WireInstructionsSchema.nullable(),
  amountPaid: z.number().nullable(),
  paymentMethod: z.enum(['creditCard', 'crypto', 'wire', 'giftCard', 'free']).nullable(),
  failureReason: z.string().nullable(),
  /** Set once the NFTs are delivered: where they went. */
  deliveryAddress: z.string().nullable(),
  transactionHash: z.string().nullable(),
  nonFieldErrors: z.array(z.string()).optional(),
});
export type CheckoutCart = z.infer<typeof CheckoutCartSchema>;

/** A cart line as the live operations return it (spec §3 "Cart line"). */
export const CartLineResultSchema = z.object({
  publicPk: z.uuid().nullable(),
  cartPublicPk: z.uuid().nullable(),
  handler: z.string().nullable(),
  editionNumber: z.number().int().nullable(),
  releasePackPublicPk: z.uuid().nullable(),
  editionNftPublicPk: z.uuid().nullable(),
  origin: z.string().nullable(),
  nonFieldErrors: z.array(z.string()),
});
export type CartLineResult = z.infer<typeof CartLineResultSchema>;

/** Add item (spec §7 cart helper): editionNft, cart, releasePackPublicPk, origin. `editionNft` may be
 * omitted for first-come-first-served and claims: the server assigns the next free edition. */
export const AddCartLineSchema = z.object({
  editionNft: z.uuid().nullish(),
  cart: z.uuid().nullish(),
  releasePackPublicPk: z.uuid(),
  origin: z.enum(['web', 'lobby', 'fcfs', 'claim', 'edition']).default('web'),
});
export type AddCartLine = z.infer<typeof AddCartLineSchema>;

export const CancelCartSchema = z.object({ isExpiration: z.boolean().default(false) });
export const ExtendCartSchema = z.object({ forPayment: z.boolean().default(false) });
export const ApplyGiftCardSchema = z.object({ giftCardPublicPk: z.uuid().nullable() });

/** Complete with wallet / one-click (spec §7): where the NFTs go. */
export const OneClickTransferSchema = z.object({
  primaryCheckoutCart: z.uuid(),
  fromAccount: AddressSchema.nullish().describe('A connected wallet of the collector; omitted with createManagedWallet'),
  createManagedWallet: z.boolean().default(false),
});
export type OneClickTransfer = z.infer<typeof OneClickTransferSchema>;

/** Purchase with ETH transaction hash (spec §7 cart helper): the server reads that transaction, never takes it on trust. */
export const EthHashSchema = z.object({ cartPublicPk: z.uuid(), transactionHash: TransactionHashSchema });
export type EthHash = z.infer<typeof EthHashSchema>;

/** Pay a cart in ETH (paymentMethod crypto): the quote is made now; the NFTs go to `fromAccount` (a connected wallet) or a managed wallet. */
export const StartEthPaymentSchema = z.object({
  cartPublicPk: z.uuid(),
  fromAccount: AddressSchema.nullish().describe('The connected wallet that pays and receives the NFTs; omitted: a managed wallet receives them'),
});
export type StartEthPayment = z.infer<typeof StartEthPaymentSchema>;

/** GET /api/payments/v2/checkout/buyable-release-pack/{pk}: what the claim page and FCFS need. */
export const BuyableReleasePackSchema = z.object({
  releasePackPublicPk: z.uuid(),
  releaseStyle: z.string(),
  isBuyable: z.boolean(),
  availableCount: z.number().int(),
  lobbyOpen: z.boolean(),
  lobbyClosed: z.boolean(),
  reason: z.string().nullable(),
});
export type BuyableReleasePack = z.infer<typeof BuyableReleasePackSchema>;

/** GET /api/payments/v2/checkout/success/nft/{editionNftPublicPk} (spec part 2 §3 "Edition with product"). */
export const CheckoutSuccessNftSchema = z.object({
  editionNftPublicPk: z.uuid(),
  productTitle: z.string(),
  editionNumber: z.number().int(),
  productVideo: z.string(),
  image: z.string(),
  brandSlug: z.string(),
  releasePublicPk: z.uuid(),
  tokenId: z.string().nullable(),
  transactionHash: z.string().nullable(),
  explorerUrl: z.string().nullable(),
});
export type CheckoutSuccessNft = z.infer<typeof CheckoutSuccessNftSchema>;

export const EarlyAccessCodeSchema = z.object({ code: z.string().trim().min(1).max(100) });
