import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ethToWei } from '../money/wei';
import { toFieldErrors } from './field-errors';
import { GiftFormSchema, GiftPayloadSchema } from './gift';
import { createListingFormSchema } from './listing';
import { createCounterOfferFormSchema, createOfferFormSchema } from './offer';
import { PayoutAddressSchema, toChecksumAddress } from './payout-address';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const now = new Date('2026-11-22T12:00:00Z');

describe('payout and buyer addresses', () => {
  it.each([
    [CHECKSUMMED.toLowerCase(), CHECKSUMMED],
    [CHECKSUMMED, CHECKSUMMED],
    [`0x${CHECKSUMMED.slice(2).toUpperCase()}`, CHECKSUMMED],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', null],
    [CHECKSUMMED.slice(0, 41), null],
    [`${CHECKSUMMED}0`, null],
    ['not an address', null],
  ])('%s normalises to %s', (input, expected) => {
    expect(toChecksumAddress(input)).toBe(expected);
  });

  it('the payout address is required and must convert to a checksum address', () => {
    expect(errorsOf(PayoutAddressSchema, '').nonFieldErrors).toEqual(['Please enter your desired payout address']);
    expect(errorsOf(PayoutAddressSchema, '0x123').nonFieldErrors).toEqual(['Please enter a valid payout address']);
    expect(PayoutAddressSchema.parse(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED);
  });
});

describe('listing form', () => {
  const schema = createListingFormSchema({ now, requirePayoutAddress: true });
  const edition = { editionNftPublicPk: 'e1', walletAddress: CHECKSUMMED };
  const listing = { price: '120', currency: 'USD', expirationDate: '2026-12-22T12:00:00Z', selectedEditions: [edition], payoutAddress: CHECKSUMMED };

  it.each([
    ['', 'Please enter listing price'],
    ['abc', 'Please enter a valid price'],
    ['.', 'Please enter a valid price'],
    ['0', 'The minimum price is 0.01'],
    ['0.009', 'The minimum price is 0.01'],
  ])('a price of %j gives %s', (price, message) => {
    expect(errorsOf(schema, { ...listing, price })).toEqual({ price: [message] });
  });

  it('accepts 0.01 and converts the price to a number', () => {
    expect(schema.parse({ ...listing, price: '0.01' }).price).toBe(0.01);
  });

  it('needs an expiration date that is not in the past', () => {
    expect(errorsOf(schema, { ...listing, expirationDate: null })).toEqual({ expirationDate: ['Please set an expiration date to continue'] });
    expect(errorsOf(schema, { ...listing, expirationDate: '2026-11-22T11:59:59Z' })).toEqual({ expirationDate: ['The expiration date cannot be in the past'] });
  });

  it('a private listing needs a 42-character buyer address and normalises it to checksum form', () => {
    expect(errorsOf(schema, { ...listing, isPrivateListing: true, privateBuyerAddress: CHECKSUMMED.slice(0, 40) })).toEqual({
      privateBuyerAddress: ['Please enter a valid wallet address'],
    });
    expect(errorsOf(schema, { ...listing, isPrivateListing: true, privateBuyerAddress: `${CHECKSUMMED}00` })).toEqual({
      privateBuyerAddress: ['Please enter a valid wallet address'],
    });
    expect(schema.parse({ ...listing, isPrivateListing: true, privateBuyerAddress: CHECKSUMMED.toLowerCase() }).privateBuyerAddress).toBe(CHECKSUMMED);
    expect(schema.parse({ ...listing, isPrivateListing: false, privateBuyerAddress: CHECKSUMMED }).privateBuyerAddress).toBeNull();
  });

  it('bundle editions must be in the same wallet; without bundle only the first edition is listed', () => {
    const other = { editionNftPublicPk: 'e2', walletAddress: '0x0000000000000000000000000000000000000001' };
    expect(errorsOf(schema, { ...listing, sellAsBundle: true, selectedEditions: [edition, other] })).toEqual({
      selectedEditions: ['All editions in a bundle must be in the same wallet'],
    });
    expect(schema.parse({ ...listing, sellAsBundle: false, selectedEditions: [edition, other] }).selectedEditions).toEqual([edition]);
    expect(errorsOf(schema, { ...listing, selectedEditions: [] })).toEqual({
      selectedEditions: ['We were unable to determine which edition to use to create this listing.'],
    });
  });

  it('asks for the payout address where required', () => {
    expect(errorsOf(schema, { ...listing, payoutAddress: '' })).toEqual({ payoutAddress: ['Please enter your desired payout address'] });
    expect(errorsOf(createListingFormSchema({ now, requirePayoutAddress: false }), { ...listing, payoutAddress: '' })).toEqual({});
  });
});

describe('offer form', () => {
  const wallets = [{ address: CHECKSUMMED, balanceWei: ethToWei('0.5') }];
  const schema = createOfferFormSchema({ usdPerEth: 2000, wallets });

  it('needs a connected wallet', () => {
    expect(errorsOf(createOfferFormSchema({ usdPerEth: 2000, wallets: [] }), { amount: '10' })).toEqual({
      offerMakerWallet: ['You need to connect a wallet before making an offer'],
    });
  });

  it.each([
    ['1000', 'USD', {}],
    ['1000.01', 'USD', { amount: ['You do not have enough funds in your connected wallet to make an offer.'] }],
    ['0.5', 'ETH', {}],
    ['0.5000001', 'ETH', { amount: ['You do not have enough funds in your connected wallet to make an offer.'] }],
    ['', 'USD', { amount: ['Please enter an amount'] }],
  ])('an offer of %s %s against 0.5 ETH at 2000 USD/ETH gives %o', (amount, currency, errors) => {
    expect(errorsOf(schema, { amount, currency, offerMakerWallet: CHECKSUMMED.toLowerCase() })).toEqual(errors);
  });

  it('defaults to USD and 3 days, and accepts only 1, 3, 7 or 30 days', () => {
    expect(schema.parse({ amount: '5', offerMakerWallet: CHECKSUMMED })).toMatchObject({ currency: 'USD', validityDays: 3 });
    expect(errorsOf(schema, { amount: '5', offerMakerWallet: CHECKSUMMED, validityDays: 2 })).toEqual({ validityDays: ['Please choose 1, 3, 7 or 30 days'] });
  });

  it('a counter offer must reach the converted original amount', () => {
    const counter = createCounterOfferFormSchema({ original: { amount: 1000, currency: 'USD' }, usdPerEth: 3000, requirePayoutAddress: false });
    expect(errorsOf(counter, { counterOfferAmount: '0.33', currency: 'ETH' })).toEqual({
      counterOfferAmount: ['Enter a value greater than 0.34 ETH to submit a counter offer.'],
    });
    expect(errorsOf(counter, { counterOfferAmount: '0.34', currency: 'ETH' })).toEqual({});
    expect(errorsOf(counter, { counterOfferAmount: '999.99', currency: 'USD' })).toEqual({
      counterOfferAmount: ['Enter a value greater than $1,000 to submit a counter offer.'],
    });
  });
});

describe('gift form', () => {
  it.each([
    [{ receiverEmail: '' }, { receiverEmail: ['Please enter a valid email'] }],
    [{ receiverEmail: 'friend@example' }, { receiverEmail: ['Please enter a valid email'] }],
    [{ receiverEmail: 'friend@example.com', message: 'x'.repeat(300) }, {}],
    [{ receiverEmail: 'friend@example.com', message: 'x'.repeat(301) }, { message: ['Your message can be at most 300 characters'] }],
  ])('%o → %o', (input, errors) => {
    expect(errorsOf(GiftFormSchema, input)).toEqual(errors);
  });

  it('the payload adds the edition id', () => {
    expect(errorsOf(GiftPayloadSchema, { receiverEmail: 'friend@example.com' })).toEqual({ editionNftPublicPk: ['Could not fetch edition information'] });
  });
});
