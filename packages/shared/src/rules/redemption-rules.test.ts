import { describe, expect, it } from 'vitest';
import { existingTransferStep, transferProgressPercent, transferStepLabel } from './custodial-transfer';
import {
  effectiveRedemptionStatus,
  redeemPageTarget,
  redemptionOrderNumber,
  redemptionStatusLabel,
  redemptionStepperIndex,
  redemptionTagColor,
  redemptionTimeline,
  shouldPromptRedemptionReview,
} from './redemption';

describe('redemption status and stepper', () => {
  it.each([
    ['paid', 0],
    ['confirmed', 1],
    ['shipped', 2],
    ['delivered', 3],
    ['pending', -1],
  ] as const)('shipping: %s is step %i', (status, index) => {
    expect(redemptionStepperIndex(status, 'shipping')).toBe(index);
  });

  it.each([
    ['paid', 0],
    ['confirmed', 1],
    ['delivered', 2],
  ] as const)('pickup: %s is step %i', (status, index) => {
    expect(redemptionStepperIndex(status, 'pickUp')).toBe(index);
  });

  it('confirmed shows as Packed (Ready for Pickup for pickups) and shipped as In progress', () => {
    expect(redemptionStatusLabel('confirmed', 'shipping')).toBe('Packed');
    expect(redemptionStatusLabel('confirmed', 'pickUp')).toBe('Ready for Pickup');
    expect(redemptionStatusLabel('shipped', 'shipping')).toBe('In progress');
  });

  it('shipped without a tracking code counts as confirmed; with one and a delivered carrier shipment, delivered', () => {
    expect(effectiveRedemptionStatus({ status: 'shipped', trackingCode: null })).toBe('confirmed');
    expect(effectiveRedemptionStatus({ status: 'shipped', trackingCode: 'JD0001', carrierDelivered: false })).toBe('shipped');
    expect(effectiveRedemptionStatus({ status: 'shipped', trackingCode: 'JD0001', carrierDelivered: true })).toBe('delivered');
    expect(effectiveRedemptionStatus({ status: 'paid', trackingCode: 'JD0001', carrierDelivered: true })).toBe('paid');
  });

  it('the tag is yellow for pending and blue otherwise; the order number is the first 8 characters', () => {
    expect(redemptionTagColor('pending')).toBe('yellow');
    expect(redemptionTagColor('paid')).toBe('blue');
    expect(redemptionOrderNumber('3f2a9c1e-0b7d-4e55-9a61-2f7c1d0e8b44')).toBe('3f2a9c1e');
  });

  it.each([
    [{ ok: true as const, isLocked: false, status: 'pending' as const, redeemType: 'shipping' as const }, { kind: 'wizard', stepIndex: 4 }],
    [{ ok: true as const, isLocked: false, status: 'pending' as const, redeemType: 'pickUp' as const }, { kind: 'wizard', stepIndex: 0 }],
    [{ ok: true as const, isLocked: false, status: 'paid' as const, redeemType: 'shipping' as const }, { kind: 'vault' }],
    [{ ok: true as const, isLocked: false, status: 'delivered' as const, redeemType: 'pickUp' as const }, { kind: 'vault' }],
    [{ ok: true as const, isLocked: true, status: null, redeemType: 'shipping' as const }, { kind: 'home' }],
    [{ ok: false as const }, { kind: 'home' }],
    [{ ok: true as const, isLocked: false, status: null, redeemType: 'shipping' as const }, { kind: 'wizard', stepIndex: 0 }],
  ])('on load %o goes to %o', (load, target) => {
    expect(redeemPageTarget(load)).toEqual(target);
  });

  it('builds the timeline and the review prompt', () => {
    expect(redemptionTimeline({ status: 'pending', createdAt: 'c', updatedAt: 'u' })).toEqual([{ label: 'Order confirmed', at: 'c' }]);
    expect(
      redemptionTimeline({ status: 'shipped', createdAt: 'c', updatedAt: 'u', carrierEvents: [{ description: 'Departed hub', timestamp: 't1' }, { description: 'Out for delivery', timestamp: 't2' }] }),
    ).toEqual([
      { label: 'Order confirmed', at: 'c' },
      { label: 'Payment received', at: null },
      { label: 'Ready for delivery', at: null },
      { label: 'Out for delivery', at: 't2' },
    ]);
    expect(redemptionTimeline({ status: 'delivered', createdAt: 'c', updatedAt: 'u' }).at(-1)).toEqual({ label: 'Delivered', at: 'u' });
    expect(shouldPromptRedemptionReview('delivered', false)).toBe(true);
    expect(shouldPromptRedemptionReview('delivered', true)).toBe(false);
    expect(shouldPromptRedemptionReview('shipped', false)).toBe(false);
  });
});

describe('custodial transfer progress', () => {
  it.each([
    [1, 0],
    [2, 25],
    [3, 50],
    [4, 75],
  ])('step %i shows (step-1)/4 = %i %%', (step, percent) => {
    expect(transferProgressPercent(step)).toBe(percent);
  });

  it("an existing request: 'Completed' maps to 4, other statuses to 1, a failed lookup to 3", () => {
    expect(existingTransferStep({ ok: true, status: 'Completed' })).toBe(4);
    expect(existingTransferStep({ ok: true, status: 'Pending' })).toBe(1);
    expect(existingTransferStep({ ok: false })).toBe(3);
  });

  it("step 1 reads 'Creating a wallet' when a new vault is created", () => {
    expect(transferStepLabel(1, true)).toBe('Creating a wallet');
    expect(transferStepLabel(1, false)).toBe('Wallet validated');
    expect(transferStepLabel(4, true)).toBe('Ownership confirmed');
  });
});
