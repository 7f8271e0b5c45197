import { describe, expect, it } from 'vitest';
import type { GiftCard } from '@caskmark/shared/api/payments';
import { giftCardBalanceTotal, giftCardPart, spendableGiftCards } from './gift-card-rules';

const card = (overrides: Partial<GiftCard>): GiftCard => ({
  publicPk: '00000000-0000-4000-8000-000000000001',
  title: 'Gift',
  availableBalance: 100,
  currency: 'USD',
  status: 'accepted',
  fromHandler: null,
  message: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('gift cards in the drawer', () => {
  it('offers accepted cards with a balance only', () => {
    const cards = [card({ availableBalance: 250 }), card({ status: 'spent', availableBalance: 0 }), card({ status: 'pending' }), card({ availableBalance: 0.1 })];
    expect(spendableGiftCards(cards)).toHaveLength(2);
    expect(giftCardBalanceTotal(cards)).toBe(250.1);
  });

  it('pays at most the subtotal, so the total is never negative', () => {
    expect(giftCardPart(250, 1_200)).toBe(250);
    expect(giftCardPart(250, 99.99)).toBe(99.99);
    expect(giftCardPart(0, 50)).toBe(0);
  });
});
