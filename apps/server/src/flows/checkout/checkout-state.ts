import type { CartRow } from '../../modules/cart/public';

export const CHECKOUT_WORKFLOW = 'checkout';

/** What the checkout run keeps between steps (workflow_runs.state): every external effect is named here before it happens. */
export interface CheckoutState {
  cartPk: string;
  userPk: string;
  method: NonNullable<CartRow['paymentMethod']>;
  /** Chosen by the collector (one-click) or, when absent, their managed wallet at delivery. */
  destinationWalletPk?: string | null;
  destinationAddress?: string | null;
  destinationIsManaged?: boolean;
  /** Token id per edition NFT, assigned before the mint is signed. */
  tokenIds?: Record<string, string>;
  mintHash?: string | null;
  amountPaidCents?: number;
  /** Payment intents taking part (payments domain). */
  intentPks?: string[];
}

/** Minutes a cart waits for its money once payment starts, per method (decision 170). */
export const PAYMENT_WINDOW_MINUTES: Record<CheckoutState['method'], number> = {
  free: 15,
  giftCard: 15,
  creditCard: 15,
  crypto: 30,
  wire: 72 * 60,
};

export const DELIVERY_FAILED_REASON = 'internal system error';
