import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '../money/cents';
import { ethToWei } from '../money/wei';
import { cardExpiresAt, cardExpiryYears, isCardExpired } from './card-expiry';
import {
  CARD_LIMIT_MESSAGE,
  ethPaymentWei,
  doubledGasPrice,
  MIN_ETH_PAYMENT_MESSAGE,
  isEthPaymentAllowed,
  paymentMethodAvailability,
  PROFILE_REQUIRED_MESSAGE,
  purchaseAmountWei,
  walletMismatchMessage,
  WIRE_FEE_CENTS,
  WIRE_MINIMUM_MESSAGE,
} from './payment-methods';

const at = (usd: number, profileComplete = true) => paymentMethodAvailability({ totalCents: dollarsToCents(usd), profileComplete });

describe('payment-method availability', () => {
  it('card payments are disabled above 20,000 USD with the 10,000 label kept (as written)', () => {
    expect(CARD_LIMIT_MESSAGE).toBe('Credit Card payments are only allowed for NFTs under $10,000.');
    expect(at(20_000).creditCard).toEqual({ enabled: true });
    expect(at(20_000.01).creditCard).toEqual({ enabled: false, reason: CARD_LIMIT_MESSAGE });
    expect(at(15_000).creditCard.enabled).toBe(true);
  });

  it('wire transfers are disabled at 5,000 USD or less', () => {
    expect(WIRE_MINIMUM_MESSAGE).toBe('Wire Transfers are only allowed for NFTs over $5,000.');
    expect(at(5_000).wire).toEqual({ enabled: false, reason: WIRE_MINIMUM_MESSAGE });
    expect(at(5_000.01).wire).toEqual({ enabled: true });
    expect(at(100_000).wire.enabled).toBe(true);
  });

  it('every method is disabled when the total is 0', () => {
    expect(Object.values(at(0)).every((method) => !method.enabled)).toBe(true);
  });

  it('crypto is always offered for a positive total', () => {
    expect(at(0.01).crypto.enabled).toBe(true);
    expect(at(1_000_000).crypto.enabled).toBe(true);
  });

  it('card and wire need a complete profile', () => {
    expect(at(10_000, false).creditCard).toEqual({ enabled: false, reason: PROFILE_REQUIRED_MESSAGE });
    expect(at(10_000, false).wire).toEqual({ enabled: false, reason: PROFILE_REQUIRED_MESSAGE });
    expect(at(10_000, false).crypto.enabled).toBe(true);
  });

  it('the wire fee is $20.00 per transfer', () => {
    expect(WIRE_FEE_CENTS).toBe(2000);
  });

  it('an ETH payment below 0.004 ETH is refused', () => {
    expect(isEthPaymentAllowed(ethToWei('0.004'))).toBe(true);
    expect(isEthPaymentAllowed(ethToWei('0.003999999999999999'))).toBe(false);
  });

  it('a cart total in ETH: USD over the price to 8 decimals, rounded up; ETH off below 0.004 ETH when the price is known', () => {
    expect(ethPaymentWei(250_00, 3150.42)).toBe(ethToWei('0.0793545'));
    expect(ethPaymentWei(3150_42, 3150.42)).toBe(ethToWei('1'));
    const cheap = paymentMethodAvailability({ totalCents: 12_00, profileComplete: true, usdPerEth: 3150.42 });
    expect(cheap.crypto).toEqual({ enabled: false, reason: MIN_ETH_PAYMENT_MESSAGE });
    expect(paymentMethodAvailability({ totalCents: 12_61, profileComplete: true, usdPerEth: 3150.42 }).crypto).toEqual({ enabled: true });
  });

  it('names the wallet the provider must connect', () => {
    expect(walletMismatchMessage('MetaMask', '0xabc')).toBe('Please connect MetaMask wallet with address 0xabc before proceeding!');
  });
});

describe('card expiry', () => {
  it('offers the current year plus 29 more (30 entries)', () => {
    const years = cardExpiryYears(new Date('2026-11-22T08:00:00Z'));
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2055);
  });

  it.each([
    [11, 2026, '2026-11-30T23:59:59.999Z', false],
    [11, 2026, '2026-12-01T00:00:00.000Z', true],
    [10, 2026, '2026-11-22T00:00:00Z', true],
    [1, 2027, '2026-11-22T00:00:00Z', false],
  ])('a card expiring %i/%i is expired at %s: %s', (month, year, now, expired) => {
    expect(isCardExpired({ expirationMonth: month, expirationYear: year }, new Date(now))).toBe(expired);
  });

  it('a December card runs to the first instant of January', () => {
    expect(cardExpiresAt(12, 2026).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('wallet purchase conversion', () => {
  it('converts USD to ETH at 8 decimals rounded up, never below 0.01 ETH', () => {
    expect(purchaseAmountWei(100_000, 3000)).toBe(ethToWei('0.33333334'));
    expect(purchaseAmountWei(1_000, 3000)).toBe(ethToWei('0.01'));
    expect(purchaseAmountWei(3_000, 3000)).toBe(ethToWei('0.01'));
    expect(purchaseAmountWei(3_001, 3000)).toBe(ethToWei('0.01000334'));
  });

  it('sends transactions at twice the network gas price', () => {
    expect(doubledGasPrice(15_000_000_000n)).toBe(30_000_000_000n);
  });
});
