import { describe, expect, it } from 'vitest';
import { editionAvailabilityLabel, type EditionAvailabilityInput } from '../catalogue/availability';
import { launchLabel } from '../catalogue/launch-label';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('release-card launch label', () => {
  it.each([
    ['2026-12-25T12:00:00.000Z', 5, 'Live on December 25, 2026'],
    ['2026-11-22T12:00:00.001Z', 0, 'Live on November 22, 2026'],
    ['2026-11-22T12:00:00.000Z', 3, '3 available'],
    ['2026-01-01T00:00:00.000Z', 1, '1 available'],
    ['2026-01-01T00:00:00.000Z', 0, 'Not listed'],
  ])("opening %s with %i available reads '%s'", (lobbyOpenDate, availableCount, label) => {
    expect(launchLabel({ lobbyOpenDate, availableCount }, now)).toBe(label);
  });

  it('accepts a Date as the open date', () => {
    expect(launchLabel({ lobbyOpenDate: new Date('2027-03-01T12:00:00Z'), availableCount: 2 }, now)).toBe('Live on March 1, 2027');
  });
});

const base: EditionAvailabilityInput = {
  isRedeemed: false,
  reservedForUserPk: null,
  isLocked: false,
  cartHolderPk: null,
  primaryAvailable: false,
  secondaryAvailable: false,
  viewerPk: null,
};

describe('edition availability labels', () => {
  it.each([
    ['redeemed beats everything', { isRedeemed: true, reservedForUserPk: 'u1', isLocked: true, cartHolderPk: 'u2', primaryAvailable: true }, 'Redeemed'],
    ['a reservation beats a lock', { reservedForUserPk: 'u1', isLocked: true }, 'Reserved'],
    ['a lock beats a cart', { isLocked: true, cartHolderPk: 'u2', primaryAvailable: true }, 'Locked'],
    ["someone else's cart", { cartHolderPk: 'u2', viewerPk: 'u1', primaryAvailable: true }, 'Checkout In Progress'],
    ["the viewer's own cart", { cartHolderPk: 'u1', viewerPk: 'u1', primaryAvailable: true }, 'Current User Checkout In Progress'],
    ['a cart seen anonymously', { cartHolderPk: 'u1', viewerPk: null }, 'Checkout In Progress'],
    ['for sale in the primary release', { primaryAvailable: true }, 'Available'],
    ['listed on the secondary market', { secondaryAvailable: true }, 'Available'],
    ['neither', {}, 'Not Listed'],
  ] as const)('%s → %s', (_name, overrides, label) => {
    expect(editionAvailabilityLabel({ ...base, ...overrides })).toBe(label);
  });
});
