import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { contractPrice, convertListingPrice, sellerReceivesCents, toUnixSeconds } from './listing-draft';
import { listingErrorMessage, LISTING_MESSAGES, ListingRefusedError } from './listing-messages';
import { pollOnNotFound } from './poll-on-not-found';

describe('listing draft', () => {
  it('converts the price to 2 decimals when the currency changes, and keeps it without an ETH price', () => {
    expect(convertListingPrice('3000', 'USD', 'ETH', 2000)).toBe('1.50');
    expect(convertListingPrice('0.125', 'ETH', 'USD', 2000)).toBe('250.00');
    expect(convertListingPrice('100', 'USD', 'USD', 2000)).toBe('100');
    expect(convertListingPrice('100', 'USD', 'ETH', undefined)).toBe('100');
    expect(convertListingPrice('', 'USD', 'ETH', 2000)).toBe('');
  });

  it('prices in the contract’s units: cents, or wei', () => {
    expect(contractPrice('120.5', 'USD')).toBe(12_050n);
    expect(contractPrice('0.01', 'USD')).toBe(1n);
    expect(contractPrice('0.05', 'ETH')).toBe(50_000_000_000_000_000n);
    expect(toUnixSeconds(new Date('2026-12-01T00:00:00.900Z'))).toBe(1_796_083_200n);
  });

  it('shows the seller 90 % of the price', () => {
    expect(sellerReceivesCents('100', 'USD', undefined)).toBe(9_000);
    expect(sellerReceivesCents('0.5', 'ETH', 2000)).toBe(90_000);
    expect(sellerReceivesCents('0.5', 'ETH', undefined)).toBeNull();
  });

  it('a collaboration edition: 5 % fee and 5 % royalty leave the seller 90 % too (each part rounded on its own)', () => {
    expect(sellerReceivesCents('100', 'USD', undefined, 'collaboration')).toBe(9_000);
    expect(sellerReceivesCents('0.33', 'USD', undefined, 'collaboration')).toBe(29);
    expect(sellerReceivesCents('0.33', 'USD', undefined, 'standard')).toBe(30);
  });
});

describe('listing messages', () => {
  const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
  it('a wallet refusal (4001) reads the action’s message', () => {
    expect(listingErrorMessage('listing', rejected)).toBe('It looks like you did not complete this listing. Click CREATE LISTING to start again.');
    expect(listingErrorMessage('approval', rejected)).toBe('It looks like you did not provide approval. Click CREATE LISTING to start again.');
    expect(listingErrorMessage('delete', rejected)).toBe('It looks like you did not delete this listing. Click DELETE LISTING to start again.');
    expect(listingErrorMessage('purchase', rejected)).toBe(LISTING_MESSAGES.purchaseRejected);
  });
  it('the server’s and the contract’s refusals keep their own text', () => {
    expect(listingErrorMessage('listing', new ApiError(400, {}, ['You are not the owner']))).toBe('You are not the owner');
    expect(listingErrorMessage('purchase', new ListingRefusedError('This listing has already been sold.'))).toBe('This listing has already been sold.');
  });
});

describe('polling by transaction hash', () => {
  it('retries on 404 only, up to the attempts, and stops at once on another error', async () => {
    let calls = 0;
    const answer = await pollOnNotFound(
      async () => {
        calls += 1;
        if (calls < 3) throw new ApiError(404, {}, ['not yet']);
        return 'found';
      },
      { attempts: 25, intervalMs: 1 },
    );
    expect([answer, calls]).toEqual(['found', 3]);
    calls = 0;
    expect(await pollOnNotFound(async () => (calls += 1) && Promise.reject(new ApiError(404, {}, [])), { attempts: 4, intervalMs: 1 })).toBeNull();
    expect(calls).toBe(4);
    await expect(pollOnNotFound(() => Promise.reject(new ApiError(400, {}, ['reverted'])), { attempts: 4, intervalMs: 1 })).rejects.toThrow('reverted');
  });
});
