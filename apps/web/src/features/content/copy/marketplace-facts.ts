import { formatUsdCents } from '@caskmark/shared/format/price';
import { centsToDollarString } from '@caskmark/shared/money/cents';
import { weiToEth } from '@caskmark/shared/money/wei';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { SUPPORTED_SHIPPING_COUNTRY_CODES } from '@caskmark/shared/reference/shipping-coverage';
import { REMOTE_STATE_SURCHARGE_CENTS_PER_KG } from '@caskmark/shared/reference/us-states';
import { COLLABORATION_FEE_BPS, COLLABORATION_ROYALTY_BPS, PLATFORM_FEE_BPS } from '@caskmark/shared/rules/fees';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RESEND_LIMIT } from '@caskmark/shared/rules/gifts';
import {
  ACCEPTED_OFFER_PURCHASE_DAYS,
  DEFAULT_OFFER_VALIDITY_DAYS,
  LOW_OFFER_THRESHOLD_CENTS,
  OFFER_VALIDITY_DAYS,
} from '@caskmark/shared/rules/offers';
import { CARD_LIMIT_CENTS, MIN_ETH_PAYMENT_WEI, WIRE_FEE_CENTS, WIRE_MINIMUM_CENTS } from '@caskmark/shared/rules/payment-methods';
import { PICKUP_MIN_DAYS_AHEAD } from '@caskmark/shared/rules/redemption';

const percent = (bps: bigint) => `${Number(bps) / 100}%`;
/** '1, 3, 7 or 30': the house style has no serial comma. */
const or = (items: readonly (string | number)[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : String(items[0] ?? '');

/**
 * The numbers the content pages quote, read from the shared rules so the copy can never disagree
 * with what checkout, offers, gifts and redemption enforce.
 */
export const FACTS = {
  platformFee: percent(PLATFORM_FEE_BPS),
  sellerPayout: percent(10_000n - PLATFORM_FEE_BPS),
  collaborationFee: percent(COLLABORATION_FEE_BPS),
  collaborationRoyalty: percent(COLLABORATION_ROYALTY_BPS),
  cardLimit: formatUsdCents(CARD_LIMIT_CENTS),
  wireMinimum: formatUsdCents(WIRE_MINIMUM_CENTS),
  wireFee: `$${centsToDollarString(WIRE_FEE_CENTS)}`,
  minEthPayment: `${weiToEth(MIN_ETH_PAYMENT_WEI)} ETH`,
  offerValidity: `${or(OFFER_VALIDITY_DAYS)} days`,
  defaultOfferValidityDays: DEFAULT_OFFER_VALIDITY_DAYS,
  acceptedOfferPurchaseDays: ACCEPTED_OFFER_PURCHASE_DAYS,
  lowOfferThreshold: formatUsdCents(LOW_OFFER_THRESHOLD_CENTS),
  giftMessageMax: GIFT_MESSAGE_MAX_LENGTH,
  giftResendLimit: GIFT_RESEND_LIMIT,
  pickupDaysAhead: PICKUP_MIN_DAYS_AHEAD,
  remoteStateSurcharge: `${formatUsdCents(REMOTE_STATE_SURCHARGE_CENTS_PER_KG)} per kg`,
  shippingCountryCount: SUPPORTED_SHIPPING_COUNTRY_CODES.length,
  pickupLocationCount: PICKUP_LOCATIONS.length,
} as const;
