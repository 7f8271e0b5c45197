import { describe, expect, it } from 'vitest';
import { formatAmount, formatEth, formatOptionalUsd, formatPrice, formatUsd, formatUsdCents, formatWei } from './price';

describe('formatUsd: USD display is truncated to whole dollars, compact from 1,000,000 upward', () => {
  it.each([
    [0, '$0'],
    [49.99, '$49'],
    [1234.99, '$1,234'],
    [75000, '$75,000'],
    [999_999.99, '$999,999'],
    [1_000_000, '$1M'],
    [1_234_567, '$1.23M'],
    [2_500_000, '$2.5M'],
    [999_999_999, '$999.99M'],
    [2_500_000_000, '$2.5B'],
    [-1234.5, '-$1,234'],
    [Number.NaN, '-'],
  ])('%s → %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('formats integer cents with the same rule', () => {
    expect(formatUsdCents(123_456)).toBe('$1,234');
    expect(formatUsdCents(250_000_000)).toBe('$2.5M');
  });
});

describe('formatEth: ETH shows 2 decimals by default', () => {
  it.each([
    [1.25, undefined, '1.25 ETH'],
    [0.4, undefined, '0.40 ETH'],
    [1234.5, undefined, '1,234.50 ETH'],
    [0.12345678, 8, '0.12345678 ETH'],
    [0.0333, 4, '0.0333 ETH'],
    [Number.POSITIVE_INFINITY, undefined, '-'],
  ])('%s with %s decimals → %s', (amount, decimals, text) => {
    expect(formatEth(amount, decimals)).toBe(text);
  });

  it('formats wei', () => {
    expect(formatWei(400_000_000_000_000_000n)).toBe('0.40 ETH');
    expect(formatWei(4_000_000_000_000_000n, 3)).toBe('0.004 ETH');
  });
});

describe('formatPrice: the USD/ETH toggle', () => {
  it('shows USD amounts in USD, and in ETH converted at the price to 2 decimals', () => {
    expect(formatPrice(1000, 'USD', 2500)).toBe('$1,000');
    expect(formatPrice(1000, 'ETH', 2500)).toBe('0.40 ETH');
    expect(formatPrice(100, 'ETH', 3000)).toBe('0.03 ETH');
  });

  it('shows "-" in ETH while the price is unknown', () => {
    expect(formatPrice(1000, 'ETH', undefined)).toBe('-');
    expect(formatPrice(1000, 'ETH', 0)).toBe('-');
  });

  it('shows amounts in their own currency and "-" for a missing last sale', () => {
    expect(formatAmount(0.5, 'ETH')).toBe('0.50 ETH');
    expect(formatAmount(1500.75, 'USD')).toBe('$1,500');
    expect(formatOptionalUsd(null)).toBe('-');
    expect(formatOptionalUsd(1_000_000)).toBe('$1M');
  });
});
