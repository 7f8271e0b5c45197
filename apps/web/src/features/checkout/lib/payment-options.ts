import { dollarsToCents } from '@caskmark/shared/money/cents';
import { paymentMethodAvailability, type MethodAvailability } from '@caskmark/shared/rules/payment-methods';

export type OfferedMethod = 'creditCard' | 'crypto' | 'wire';

export interface PaymentOption extends MethodAvailability {
  method: OfferedMethod;
  label: string;
  description: string;
}

/**
 * The payment-method view's options for a cart total (spec part 1 §5, part 2 §9): card off above
 * 20,000 USD with the spec's 10,000 label, wire only above 5,000 USD, everything off at 0, card and
 * wire need a complete profile, ETH off when the total is under 0.004 ETH at the current price (known
 * only once the price has loaded; the server refuses it anyway). The reasons are the shared rule's
 * texts, shown under each option.
 */
export function paymentOptions(totalUsd: number, profileComplete: boolean, usdPerEth?: number | null): PaymentOption[] {
  const availability = paymentMethodAvailability({ totalCents: dollarsToCents(totalUsd), profileComplete, usdPerEth });
  return [
    { method: 'creditCard', label: 'Credit Card', description: 'Visa, Mastercard or American Express, with 3-D Secure.', ...availability.creditCard },
    { method: 'crypto', label: 'Crypto (ETH)', description: 'From your own wallet, at a price in ETH held for 15 minutes.', ...availability.crypto },
    { method: 'wire', label: 'Wire Transfer', description: 'Bank wire in USD: $20.00 fee, funds in about 1 business day.', ...availability.wire },
  ];
}

/** A fresh idempotency key for one payment attempt (the submission's `uniqueId`). */
export function newPaymentAttemptId(): string {
  return crypto.randomUUID();
}
