import { describe, expect, it } from 'vitest';
import { FACTS } from './marketplace-facts';

describe('the figures the content pages quote', () => {
  it('match the spec: fees, payment limits, offers, gifts and pickup notice', () => {
    expect(FACTS).toMatchObject({
      platformFee: '10%',
      sellerPayout: '90%',
      collaborationFee: '5%',
      collaborationRoyalty: '5%',
      cardLimit: '$20,000',
      wireMinimum: '$5,000',
      wireFee: '$20.00',
      minEthPayment: '0.004 ETH',
      offerValidity: '1, 3, 7 or 30 days',
      defaultOfferValidityDays: 3,
      acceptedOfferPurchaseDays: 3,
      lowOfferThreshold: '$100',
      giftMessageMax: 300,
      giftResendLimit: 5,
      pickupDaysAhead: 45,
      remoteStateSurcharge: '$9 per kg',
    });
  });
});
