import { describe, expect, it } from 'vitest';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { editionCartAction } from './add-to-cart-rules';
import { validateCardHolder, yearOptions } from './card-holder-fields';
import { formatCartUsd } from './cart-money';
import { cartTimeLeftMs, formatCartTimer, isCartCountingDown, isExpiryWarningDue, spokenCartTimer } from './cart-timer';
import { paymentOptions } from './payment-options';

const byMethod = (totalUsd: number, profileComplete = true, usdPerEth?: number) =>
  Object.fromEntries(paymentOptions(totalUsd, profileComplete, usdPerEth).map((option) => [option.method, option]));

describe('payment method limits (spec part 1 §5)', () => {
  it('card up to 20,000 USD with the 10,000 label above it; wire only above 5,000', () => {
    expect(byMethod(250).creditCard).toMatchObject({ enabled: true });
    expect(byMethod(250).wire).toMatchObject({ enabled: false, reason: 'Wire Transfers are only allowed for NFTs over $5,000.' });
    expect(byMethod(5000).wire.enabled).toBe(false);
    expect(byMethod(5000.01).wire.enabled).toBe(true);
    expect(byMethod(20000).creditCard.enabled).toBe(true);
    expect(byMethod(20000.01).creditCard).toMatchObject({ enabled: false, reason: 'Credit Card payments are only allowed for NFTs under $10,000.' });
    expect(byMethod(20000.01).wire.enabled).toBe(true);
  });

  it('every method is off at 0, and card and wire need a complete profile', () => {
    expect(Object.values(byMethod(0)).every((option) => !option.enabled)).toBe(true);
    const incomplete = byMethod(8000, false);
    expect(incomplete.creditCard).toMatchObject({ enabled: false, reason: 'Please complete your profile to pay by card or wire transfer.' });
    expect(incomplete.wire.enabled).toBe(false);
  });

  it('ETH needs no profile and is off under 0.004 ETH at the current price', () => {
    expect(byMethod(250, false, 3000).crypto).toMatchObject({ enabled: true });
    // $12.00 at $3,000 = 0.004 ETH exactly; a cent less is under the minimum.
    expect(byMethod(12, true, 3000).crypto.enabled).toBe(true);
    expect(byMethod(11.99, true, 3000).crypto).toMatchObject({ enabled: false, reason: 'The minimum ETH payment is 0.004 ETH.' });
    expect(byMethod(11.99, true).crypto.enabled).toBe(true);
    expect(byMethod(0, true, 3000).crypto.enabled).toBe(false);
  });
});

describe('cart timer', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it("reads 'Expires in' as mm:ss, rounding up partial seconds, and h:mm:ss past an hour", () => {
    expect(formatCartTimer(10 * 60_000)).toBe('10:00');
    expect(formatCartTimer(9 * 60_000 + 59_001)).toBe('10:00');
    expect(formatCartTimer(65_000)).toBe('01:05');
    expect(formatCartTimer(400)).toBe('00:01');
    expect(formatCartTimer(0)).toBe('00:00');
    expect(formatCartTimer(-5)).toBe('00:00');
    expect(formatCartTimer(3_723_000)).toBe('1:02:03');
    expect(formatCartTimer(86_399_000)).toBe('23:59:59');
  });

  it('reads a day or more as days, hours and minutes (a 14-day prize cart), spoken in words', () => {
    const fourteenDays = 14 * 86_400_000;
    expect(formatCartTimer(fourteenDays)).toBe('14d 00:00');
    expect(formatCartTimer(fourteenDays - 23_000)).toBe('13d 23:59');
    expect(formatCartTimer(86_400_000)).toBe('1d 00:00');
    expect(formatCartTimer(86_400_000 + 61_000)).toBe('1d 00:01');
    expect(formatCartTimer(fourteenDays - 23_000, { compact: true })).toBe('13d 23h');
    expect(formatCartTimer(86_400_000 + 61_000, { compact: true })).toBe('1d 0h');
    expect(formatCartTimer(3_723_000, { compact: true })).toBe('1:02:03');
    expect(spokenCartTimer(fourteenDays - 23_000)).toBe('13 days 23 hours 59 minutes');
    expect(spokenCartTimer(3_723_000)).toBe('1 hour 2 minutes 3 seconds');
    expect(spokenCartTimer(599_000)).toBe('9 minutes 59 seconds');
  });

  it("warns 'Are you still there?' in the last 2 minutes only", () => {
    expect(isExpiryWarningDue(120_001)).toBe(false);
    expect(isExpiryWarningDue(120_000)).toBe(true);
    expect(isExpiryWarningDue(1)).toBe(true);
    expect(isExpiryWarningDue(0)).toBe(false);
  });

  it('counts down an Initiated cart before its deadline only', () => {
    expect(cartTimeLeftMs('2026-11-25T10:01:00Z', now)).toBe(60_000);
    expect(cartTimeLeftMs('2026-11-25T09:59:00Z', now)).toBe(0);
    expect(isCartCountingDown({ status: 'Initiated', validUntil: '2026-11-25T10:01:00Z' }, now)).toBe(true);
    expect(isCartCountingDown({ status: 'In Progress', validUntil: '2026-11-25T10:01:00Z' }, now)).toBe(false);
    expect(isCartCountingDown({ status: 'Initiated', validUntil: '2026-11-25T10:00:00Z' }, now)).toBe(false);
  });
});

describe('edition purchase button', () => {
  const edition = { publicPk: '00000000-0000-4000-8000-000000000001', availability: 'Available' as const, primaryAvailable: true, releaseStyle: 'lobby' as const };
  const cartWith = (editionNftPublicPk: string) => ({ lineItems: [{ editionNftPublicPk }] }) as unknown as CheckoutCart;

  it('adds an edition for sale in a cart-style release; an edition in my cart only opens the drawer', () => {
    expect(editionCartAction(edition, null)).toBe('add');
    expect(editionCartAction({ ...edition, releaseStyle: 'fcfs' }, null)).toBe('add');
    expect(editionCartAction(edition, cartWith(edition.publicPk))).toBe('inCart');
    expect(editionCartAction({ ...edition, availability: 'Current User Checkout In Progress' }, null)).toBe('inCart');
  });

  it('offers nothing for auctions, editions held by others, locked or sold ones', () => {
    expect(editionCartAction({ ...edition, releaseStyle: 'auction' }, null)).toBe('none');
    expect(editionCartAction({ ...edition, availability: 'Checkout In Progress' }, null)).toBe('none');
    expect(editionCartAction({ ...edition, availability: 'Locked' }, null)).toBe('none');
    expect(editionCartAction({ ...edition, primaryAvailable: false }, null)).toBe('none');
  });
});

describe('card holder fields beside the hosted fields (spec part 2 §5)', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('needs a full name, a month and one of the 30 years offered', () => {
    expect(validateCardHolder({ fullName: ' ', expirationMonth: '', expirationYear: '' }, now)).toEqual({
      fullName: 'Please enter your full name',
      expirationMonth: 'Please select expiration month',
      expirationYear: 'Please select expiration year',
    });
    expect(yearOptions(now)).toHaveLength(30);
    expect(yearOptions(now)[0]).toEqual({ value: '2026', label: '2026' });
    expect(validateCardHolder({ fullName: 'Ada Lovelace', expirationMonth: '1', expirationYear: '2056' }, now).expirationYear).toBe('Please select expiration year');
  });

  it("refuses a card that expires at or before now with 'Card expired'", () => {
    expect(validateCardHolder({ fullName: 'Ada', expirationMonth: '10', expirationYear: '2026' }, now)).toEqual({ expirationMonth: 'Card expired' });
    expect(validateCardHolder({ fullName: 'Ada', expirationMonth: '11', expirationYear: '2026' }, now)).toEqual({});
  });
});

describe('cart amounts', () => {
  it('are shown to the cent', () => {
    expect(formatCartUsd(1250)).toBe('$1,250.00');
    expect(formatCartUsd(19999.5)).toBe('$19,999.50');
  });
});
