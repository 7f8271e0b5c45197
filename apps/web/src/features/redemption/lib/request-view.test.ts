import { describe, expect, it } from 'vitest';
import type { RedemptionRequest } from '@caskmark/shared/api/redemption';
import { DEFAULT_REVIEW_PAGE_URL, requestView, reviewPageUrl } from './request-view';

const base: RedemptionRequest = {
  publicPk: '8e6d15d8-0374-4ebc-abcb-f0ef8bbf6949',
  editionNftPublicPk: '015b700c-de17-5e1f-8dd8-500547ea8262',
  status: 'paid',
  createdAt: '2026-11-28T06:32:00.000Z',
  updatedAt: '2026-11-28T06:33:00.000Z',
  redeemType: 'shipping',
  trackingCode: null,
  productImageSource: '/x.webp',
  productTitle: 'Blanco Tahona',
  editionNumber: 4,
  shipments: [],
  notes: [],
  countryName: 'United States',
  shipTo: 'New York, NY, United States',
  pickupLocation: null,
  pickupDate: null,
  shippingPrice: 47,
  isFree: false,
  paidAt: '2026-11-28T06:32:30.000Z',
  confirmedAt: null,
  shippedAt: null,
  deliveredAt: null,
  burnTransactionHash: '0xabc',
};
const scan = (description: string, timestamp: string) => ({ description, timestamp, statusCode: 'transit', location: 'LOUISVILLE, KY - USA' });

describe('what a request shows (spec part 1 §4)', () => {
  it('paid: blue tag, first step done, payment dated', () => {
    const view = requestView(base);
    expect(view).toMatchObject({ status: 'paid', label: 'Paid', color: 'blue', stepperIndex: 0 });
    expect(view.timeline).toEqual([
      { label: 'Order confirmed', at: base.createdAt },
      { label: 'Payment received', at: base.paidAt },
    ]);
  });

  it('shipped without a tracking code counts as packed; with carrier scans the latest shows', () => {
    expect(requestView({ ...base, status: 'shipped' })).toMatchObject({ status: 'confirmed', label: 'Packed', stepperIndex: 1 });
    const shipped = requestView({
      ...base,
      status: 'shipped',
      trackingCode: '8424267751',
      confirmedAt: '2026-11-28T06:33:00.000Z',
      shipments: [{ id: '8424267751', carrier: 'DHL Express', status: 'transit', events: [scan('Shipment picked up', '2026-11-28T06:33:00.000Z'), scan('Departed Facility', '2026-11-28T15:33:00.000Z')] }],
    });
    expect(shipped).toMatchObject({ status: 'shipped', label: 'In progress', stepperIndex: 2 });
    expect(shipped.timeline.map((entry) => entry.label)).toEqual(['Order confirmed', 'Payment received', 'Ready for delivery', 'Departed Facility']);
    expect(shipped.timeline[2]!.at).toBe('2026-11-28T06:33:00.000Z');
  });

  it('a delivered carrier shipment counts as delivered before the server moves the request', () => {
    const view = requestView({ ...base, status: 'shipped', trackingCode: '8424267751', shipments: [{ id: '8424267751', carrier: 'DHL Express', status: 'delivered', events: [scan('Delivered', '2026-11-29T18:00:00.000Z')] }] });
    expect(view).toMatchObject({ status: 'delivered', label: 'Delivered', stepperIndex: 3 });
    expect(view.timeline.at(-1)).toEqual({ label: 'Delivered', at: '2026-11-29T18:00:00.000Z' });
  });

  it('pending is yellow; a pickup has three steps', () => {
    expect(requestView({ ...base, status: 'pending' })).toMatchObject({ color: 'yellow', stepperIndex: -1 });
    expect(requestView({ ...base, redeemType: 'pickUp', status: 'confirmed' })).toMatchObject({ label: 'Ready for Pickup', stepperLabels: ['Paid', 'Ready for Pickup', 'Delivered'], stepperIndex: 1 });
  });
});

describe('review page', () => {
  it('goes to our contact page by default, or to the configured page with the order number', () => {
    expect(reviewPageUrl({}, 'ab12cd34')).toBe(DEFAULT_REVIEW_PAGE_URL);
    expect(reviewPageUrl({ VITE_REDEMPTION_REVIEW_URL: '  ' }, 'ab12cd34')).toBe('/get-in-touch#review');
    expect(reviewPageUrl({ VITE_REDEMPTION_REVIEW_URL: 'https://reviews.example/caskmark?order={order}' }, 'ab12cd34')).toBe('https://reviews.example/caskmark?order=ab12cd34');
    expect(reviewPageUrl({ VITE_REDEMPTION_REVIEW_URL: '/reviews/{order}' }, 'ab12cd34')).toBe('/reviews/ab12cd34');
    // Neither a plain-http nor a script address is taken.
    expect(reviewPageUrl({ VITE_REDEMPTION_REVIEW_URL: 'javascript:alert(1)' }, 'ab12cd34')).toBe(DEFAULT_REVIEW_PAGE_URL);
    expect(reviewPageUrl({ VITE_REDEMPTION_REVIEW_URL: 'http://reviews.example' }, 'ab12cd34')).toBe(DEFAULT_REVIEW_PAGE_URL);
    expect(reviewPageUrl({ VITE_REDEMPTION_REVIEW_URL: '//reviews.example' }, 'ab12cd34')).toBe(DEFAULT_REVIEW_PAGE_URL);
  });
});
