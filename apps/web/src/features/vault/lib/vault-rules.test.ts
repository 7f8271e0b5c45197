import { describe, expect, it } from 'vitest';
import { assetFileName, editionTitle, explorerTokenUrl, isRedeemable, pricePaidLabel, redeemDateLabel, shortAddress } from './vault-format';
import { hashOfTab, isTabDisabled, tabFromLocation } from './vault-tabs';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('redeem date', () => {
  it('reads NOW without a date, at the date and after it, else the date', () => {
    expect(redeemDateLabel(null, NOW)).toBe('NOW');
    expect(redeemDateLabel('2026-11-25T10:00:00Z', NOW)).toBe('NOW');
    expect(redeemDateLabel('2026-01-01T00:00:00Z', NOW)).toBe('NOW');
    expect(redeemDateLabel('2027-03-15T12:00:00Z', NOW)).toBe('March 15, 2027');
    expect(isRedeemable('2027-03-15T12:00:00Z', NOW)).toBe(false);
    expect(isRedeemable(null, NOW)).toBe(true);
  });
});

describe('edition display', () => {
  it('names an edition with its number and shows the price paid in USD and ETH', () => {
    expect(editionTitle('Peated Cask Strength', 12)).toBe('Peated Cask Strength #12');
    expect(pricePaidLabel(3150.99, 1)).toBe('$3,150 · 1.0000 ETH');
    expect(pricePaidLabel(48, 0.0152)).toBe('$48 · 0.0152 ETH');
    expect(pricePaidLabel(2_500_000, 793.5)).toBe('$2.5M · 793.5000 ETH');
    expect(pricePaidLabel(1000, null)).toBe('$1,000');
    expect(pricePaidLabel(null, null)).toBe('-');
  });

  it('shortens addresses and links tokens to the explorer only when it can', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
    expect(explorerTokenUrl('https://etherscan.io/', '0xabc', '42')).toBe('https://etherscan.io/nft/0xabc/42');
    expect(explorerTokenUrl(null, '0xabc', '42')).toBeNull();
    expect(explorerTokenUrl('https://etherscan.io', null, '42')).toBeNull();
    expect(explorerTokenUrl('https://etherscan.io', '0xabc', null)).toBeNull();
  });

  it('names downloaded art after the bottle and edition', () => {
    expect(assetFileName('Glen Aurora 18 — Sherry Cask', 7, '/media/bottle/abc.svg?v=2')).toBe('glen-aurora-18-sherry-cask-7.svg');
    expect(assetFileName('***', 1, '/media/x')).toBe('edition-1.png');
  });
});

describe('vault tabs', () => {
  it('come from the hash first, then navigation state, else the collection', () => {
    expect(tabFromLocation('#redeemedEditions', null)).toBe('redeemedEditions');
    expect(tabFromLocation('#offers', { tab: 'gifts' })).toBe('offers');
    expect(tabFromLocation('', { tab: 'activity' })).toBe('activity');
    expect(tabFromLocation('#nonsense', { tab: 'nonsense' })).toBe('vault');
    expect(tabFromLocation('', undefined)).toBe('vault');
    expect(hashOfTab('vault')).toBe('');
    expect(hashOfTab('listings')).toBe('#listings');
  });

  it('keep gifts and artworks disabled until they have content', () => {
    expect(isTabDisabled('gifts', { gifts: 0, artworks: 0 })).toBe(true);
    expect(isTabDisabled('gifts', { gifts: 1, artworks: 0 })).toBe(false);
    expect(isTabDisabled('artworks', { gifts: 1, artworks: 0 })).toBe(true);
    expect(isTabDisabled('offers', { gifts: 0, artworks: 0 })).toBe(false);
  });
});
