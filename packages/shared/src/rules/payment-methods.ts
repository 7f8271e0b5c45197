import { dollarsToCents } from '../money/cents';
import { rescale } from '../money/decimal';
import { BID_ETH_DECIMALS, usdCentsToEthUnits } from '../money/eth-conversion';
import { ETH_DECIMALS, ethToWei } from '../money/wei';

/** Payment method names as the API spells them (spec part 2 §9). */
export const PAYMENT_METHODS = ['creditCard', 'crypto', 'cryptoPreferred', 'wire', 'applePay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Card payments are refused above this total (the label below says 10,000: as written). */
export const CARD_LIMIT_CENTS = dollarsToCents(20_000);
export const CARD_LIMIT_MESSAGE = 'Credit Card payments are only allowed for NFTs under $10,000.';
/** Wire transfers need a total strictly above this. */
export const WIRE_MINIMUM_CENTS = dollarsToCents(5_000);
export const WIRE_MINIMUM_MESSAGE = 'Wire Transfers are only allowed for NFTs over $5,000.';
export const WIRE_FEE_CENTS = dollarsToCents('20.00');
export const PROFILE_REQUIRED_MESSAGE = 'Please complete your profile to pay by card or wire transfer.';
export const NOTHING_TO_PAY_MESSAGE = 'There is nothing to pay.';

/** The smallest ETH payment accepted: 0.004 ETH. */
export const MIN_ETH_PAYMENT_WEI = ethToWei('0.004');
export const MIN_ETH_PAYMENT_MESSAGE = 'The minimum ETH payment is 0.004 ETH.';

export interface MethodAvailability {
  enabled: boolean;
  /** Why it is disabled, to show as the option's label or tooltip. */
  reason?: string;
}

export interface PaymentContext {
  totalCents: number;
  /** Card and wire need a complete profile. */
  profileComplete: boolean;
  /** When known, ETH is offered only if the total converts to at least 0.004 ETH. */
  usdPerEth?: number | null;
}

/**
 * Which methods the payment step offers for a total: all off at 0; card off above 20,000 USD (with the
 * spec's 10,000 label, as written); wire only above 5,000 USD; card and wire need a complete profile.
 */
export function paymentMethodAvailability({ totalCents, profileComplete, usdPerEth }: PaymentContext): Record<PaymentMethod, MethodAvailability> {
  const off = (reason: string): MethodAvailability => ({ enabled: false, reason });
  const on: MethodAvailability = { enabled: true };
  if (totalCents <= 0) {
    const free = off(NOTHING_TO_PAY_MESSAGE);
    return { creditCard: free, crypto: free, cryptoPreferred: free, wire: free, applePay: free };
  }
  const card = totalCents > CARD_LIMIT_CENTS ? off(CARD_LIMIT_MESSAGE) : profileComplete ? on : off(PROFILE_REQUIRED_MESSAGE);
  const wire = totalCents <= WIRE_MINIMUM_CENTS ? off(WIRE_MINIMUM_MESSAGE) : profileComplete ? on : off(PROFILE_REQUIRED_MESSAGE);
  const crypto = usdPerEth && usdPerEth > 0 && !isEthPaymentAllowed(ethPaymentWei(totalCents, usdPerEth)) ? off(MIN_ETH_PAYMENT_MESSAGE) : on;
  return { creditCard: card, crypto, cryptoPreferred: crypto, wire, applePay: card };
}

/**
 * The wei a USD amount (a cart total, a fee) costs in ETH: USD over the ETH price to 8 decimals (the drawers' precision,
 * spec part 2 §9), rounded up so the quote never falls short of the price.
 */
export function ethPaymentWei(usdCents: number, usdPerEth: number): bigint {
  return rescale(usdCentsToEthUnits(usdCents, usdPerEth, BID_ETH_DECIMALS, 'ceil'), BID_ETH_DECIMALS, ETH_DECIMALS);
}

/** An ETH payment below 0.004 ETH is refused. */
export function isEthPaymentAllowed(amountWei: bigint): boolean {
  return amountWei >= MIN_ETH_PAYMENT_WEI;
}

/** 'Please connect {provider} wallet with address {address} before proceeding!' */
export function walletMismatchMessage(provider: string, address: string): string {
  return `Please connect ${provider} wallet with address ${address} before proceeding!`;
}

/** A USD price converted for an offer or wallet purchase never asks less than 0.01 ETH. */
export const MIN_PURCHASE_CONVERSION_WEI = ethToWei('0.01');
/** Transactions are sent at twice the network gas price. */
export const GAS_PRICE_MULTIPLIER = 2n;

/** The wei a USD price costs in a wallet purchase: USD / price to 8 decimals (rounded up), at least 0.01 ETH. */
export function purchaseAmountWei(usdCents: number, usdPerEth: number): bigint {
  const wei = rescale(usdCentsToEthUnits(usdCents, usdPerEth, BID_ETH_DECIMALS, 'ceil'), BID_ETH_DECIMALS, ETH_DECIMALS);
  return wei > MIN_PURCHASE_CONVERSION_WEI ? wei : MIN_PURCHASE_CONVERSION_WEI;
}

/** The gas price to send with: twice the network's. */
export function doubledGasPrice(networkGasPriceWei: bigint): bigint {
  return networkGasPriceWei * GAS_PRICE_MULTIPLIER;
}
