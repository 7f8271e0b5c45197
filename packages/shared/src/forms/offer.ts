import { z } from 'zod';
import { parseScaled } from '../money/decimal';
import { amountToUsdCents, weiToUsdCents } from '../money/eth-conversion';
import { ethToWei } from '../money/wei';
import { counterOfferHint, counterOfferMinimum, DEFAULT_OFFER_VALIDITY_DAYS, OFFER_VALIDITY_DAYS, type PricedOffer } from '../rules/offers';
import { amountField, CurrencySchema } from './fields';
import { PAYOUT_ADDRESS_INVALID_MESSAGE, PAYOUT_ADDRESS_REQUIRED_MESSAGE, toChecksumAddress } from './payout-address';

export const OFFER_NO_WALLET_MESSAGE = 'You need to connect a wallet before making an offer';
export const OFFER_INSUFFICIENT_FUNDS_MESSAGE = 'You do not have enough funds in your connected wallet to make an offer.';
export const OFFER_AMOUNT_REQUIRED_MESSAGE = 'Please enter an amount';
export const OFFER_AMOUNT_INVALID_MESSAGE = 'Please enter a valid amount';
export const OFFER_ACCEPT_MISSING_EDITION_MESSAGE = 'Oops, something went wrong';

export interface OfferFormContext {
  usdPerEth: number;
  /** The user's connected wallets with their on-chain balances. */
  wallets: readonly { address: string; balanceWei: bigint }[];
}

/**
 * Make/Update an offer {amount, currency, validityDays, offerMakerWallet}: a connected wallet is needed, and the
 * chosen wallet's balance (ETH, converted to USD at the price) must cover the amount.
 */
export function createOfferFormSchema({ usdPerEth, wallets }: OfferFormContext) {
  return z
    .object({
      amount: amountField({ required: OFFER_AMOUNT_REQUIRED_MESSAGE, invalid: OFFER_AMOUNT_INVALID_MESSAGE }, (amount) => (amount > 0 ? null : OFFER_AMOUNT_INVALID_MESSAGE)),
      currency: CurrencySchema.prefault('USD'),
      validityDays: z.coerce
        .number()
        .refine((days) => (OFFER_VALIDITY_DAYS as readonly number[]).includes(days), 'Please choose 1, 3, 7 or 30 days')
        .prefault(DEFAULT_OFFER_VALIDITY_DAYS),
      offerMakerWallet: z.string().trim().prefault(''),
    })
    .superRefine((form, ctx) => {
      if (wallets.length === 0) return void ctx.addIssue({ code: 'custom', path: ['offerMakerWallet'], message: OFFER_NO_WALLET_MESSAGE });
      const wallet = wallets.find((candidate) => candidate.address.toLowerCase() === form.offerMakerWallet.toLowerCase());
      if (!wallet) return void ctx.addIssue({ code: 'custom', path: ['offerMakerWallet'], message: 'Please select a wallet to continue!' });
      if (!Number.isFinite(form.amount)) return;
      // ETH offers compare in wei; USD offers compare with the balance's USD value rounded down.
      const covered =
        form.currency === 'ETH'
          ? ethToWei(form.amount) <= wallet.balanceWei
          : amountToUsdCents(form.amount, 'USD', usdPerEth) <= weiToUsdCents(wallet.balanceWei, usdPerEth, 'floor');
      if (!covered) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: OFFER_INSUFFICIENT_FUNDS_MESSAGE });
      }
    });
}
export type OfferFormInput = z.input<ReturnType<typeof createOfferFormSchema>>;
export type OfferForm = z.output<ReturnType<typeof createOfferFormSchema>>;

export interface CounterOfferContext {
  original: PricedOffer;
  usdPerEth: number;
  requirePayoutAddress: boolean;
}

/**
 * The counter offer {counterOfferAmount, currency, payoutAddress}: at least the original amount converted to the
 * counter's currency (see counterOfferMinimum), with the hint 'Enter a value greater than X to submit a counter offer.'
 */
export function createCounterOfferFormSchema({ original, usdPerEth, requirePayoutAddress }: CounterOfferContext) {
  return z
    .object({
      counterOfferAmount: amountField({ required: OFFER_AMOUNT_REQUIRED_MESSAGE, invalid: OFFER_AMOUNT_INVALID_MESSAGE }),
      currency: CurrencySchema.prefault('USD'),
      payoutAddress: z.string().trim().prefault(''),
    })
    .superRefine((form, ctx) => {
      if (Number.isFinite(form.counterOfferAmount)) {
        const minimum = counterOfferMinimum(original, form.currency, usdPerEth);
        if (parseScaled(form.counterOfferAmount, 8) < parseScaled(minimum, 8)) {
          ctx.addIssue({ code: 'custom', path: ['counterOfferAmount'], message: counterOfferHint(minimum, form.currency) });
        }
      }
      if (requirePayoutAddress) {
        if (!form.payoutAddress) ctx.addIssue({ code: 'custom', path: ['payoutAddress'], message: PAYOUT_ADDRESS_REQUIRED_MESSAGE });
        else if (!toChecksumAddress(form.payoutAddress)) ctx.addIssue({ code: 'custom', path: ['payoutAddress'], message: PAYOUT_ADDRESS_INVALID_MESSAGE });
      }
    })
    .transform((form) => ({ ...form, payoutAddress: form.payoutAddress ? toChecksumAddress(form.payoutAddress) : null }));
}
export type CounterOfferForm = z.output<ReturnType<typeof createCounterOfferFormSchema>>;

