import { z } from 'zod';
import { dollarsToCents } from '../money/cents';
import { parseScaled } from '../money/decimal';
import { isSameWalletBundle, MIN_LISTING_PRICE } from '../rules/listing';
import { amountField, CurrencySchema } from './fields';
import { PAYOUT_ADDRESS_INVALID_MESSAGE, PAYOUT_ADDRESS_REQUIRED_MESSAGE, toChecksumAddress, WALLET_ADDRESS_INVALID_MESSAGE, WALLET_ADDRESS_LENGTH } from './payout-address';

export const LISTING_PRICE_REQUIRED_MESSAGE = 'Please enter listing price';
export const LISTING_PRICE_INVALID_MESSAGE = 'Please enter a valid price';
export const LISTING_PRICE_MINIMUM_MESSAGE = 'The minimum price is 0.01';
export const LISTING_EXPIRATION_REQUIRED_MESSAGE = 'Please set an expiration date to continue';
export const LISTING_EXPIRATION_PAST_MESSAGE = 'The expiration date cannot be in the past';
export const LISTING_EDITION_MISSING_MESSAGE = 'We were unable to determine which edition to use to create this listing.';
export const BUNDLE_SAME_WALLET_MESSAGE = 'All editions in a bundle must be in the same wallet';
export const NOT_OWNER_MESSAGE = 'You are not the owner';
export const LISTING_CHECKOUT_EXISTS_MESSAGE =
  'Someone has already started a checkout process with your NFT. You can not edit it while the checkout is in progress.';

export interface ListingFormContext {
  now: Date;
  /** Whether this listing needs a payout address (edition variant of the dialog). */
  requirePayoutAddress: boolean;
}

const MIN_PRICE_CENTS = dollarsToCents(MIN_LISTING_PRICE);

/**
 * 'List on Marketplace' {price, currency, expirationDate, isPrivateListing, privateBuyerAddress, sellAsBundle,
 * selectedEditions, payoutAddress}. Prices need digits and at least 0.01 (collaboration prices are above 0 by the
 * same rule); the private buyer address is 42 characters and normalised to checksum form; bundle editions share
 * one wallet; the expiry is set and not in the past. The low-price warning is isLowListingPrice (not an error).
 */
export function createListingFormSchema({ now, requirePayoutAddress }: ListingFormContext) {
  return z
    .object({
      price: amountField({ required: LISTING_PRICE_REQUIRED_MESSAGE, invalid: LISTING_PRICE_INVALID_MESSAGE }, (price) =>
        parseScaled(price, 2, 'floor') >= BigInt(MIN_PRICE_CENTS) ? null : LISTING_PRICE_MINIMUM_MESSAGE,
      ),
      currency: CurrencySchema.prefault('USD'),
      expirationDate: z.union([z.string(), z.date()]).nullish(),
      isPrivateListing: z.boolean().prefault(false),
      privateBuyerAddress: z.string().trim().max(WALLET_ADDRESS_LENGTH, WALLET_ADDRESS_INVALID_MESSAGE).prefault(''),
      sellAsBundle: z.boolean().prefault(false),
      selectedEditions: z.array(z.object({ editionNftPublicPk: z.string().min(1), walletAddress: z.string() })).prefault([]),
      payoutAddress: z.string().trim().prefault(''),
    })
    .superRefine((form, ctx) => {
      const expiry = form.expirationDate ? new Date(form.expirationDate) : null;
      if (!expiry || Number.isNaN(expiry.getTime())) {
        ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: LISTING_EXPIRATION_REQUIRED_MESSAGE });
      } else if (expiry.getTime() <= now.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: LISTING_EXPIRATION_PAST_MESSAGE });
      }
      if (form.isPrivateListing && !toChecksumAddress(form.privateBuyerAddress)) {
        ctx.addIssue({ code: 'custom', path: ['privateBuyerAddress'], message: WALLET_ADDRESS_INVALID_MESSAGE });
      }
      if (form.selectedEditions.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['selectedEditions'], message: LISTING_EDITION_MISSING_MESSAGE });
      } else if (form.sellAsBundle && !isSameWalletBundle(form.selectedEditions)) {
        ctx.addIssue({ code: 'custom', path: ['selectedEditions'], message: BUNDLE_SAME_WALLET_MESSAGE });
      }
      if (requirePayoutAddress) {
        if (!form.payoutAddress) ctx.addIssue({ code: 'custom', path: ['payoutAddress'], message: PAYOUT_ADDRESS_REQUIRED_MESSAGE });
        else if (!toChecksumAddress(form.payoutAddress)) ctx.addIssue({ code: 'custom', path: ['payoutAddress'], message: PAYOUT_ADDRESS_INVALID_MESSAGE });
      }
    })
    .transform((form) => ({
      ...form,
      expirationDate: new Date(form.expirationDate as string | Date),
      // Turning off private listing clears the buyer address; turning off bundle keeps only the first edition.
      privateBuyerAddress: form.isPrivateListing ? toChecksumAddress(form.privateBuyerAddress) : null,
      selectedEditions: form.sellAsBundle ? form.selectedEditions : form.selectedEditions.slice(0, 1),
      payoutAddress: form.payoutAddress ? toChecksumAddress(form.payoutAddress) : null,
    }));
}
export type ListingFormInput = z.input<ReturnType<typeof createListingFormSchema>>;
export type ListingForm = z.output<ReturnType<typeof createListingFormSchema>>;
