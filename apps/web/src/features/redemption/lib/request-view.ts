import type { RedemptionRequest } from '@caskmark/shared/api/redemption';
import {
  effectiveRedemptionStatus,
  redemptionStatusLabel,
  redemptionStepperIndex,
  redemptionStepperLabels,
  redemptionTagColor,
  redemptionTimeline,
  type RedemptionStatus,
  type TimelineEntry,
} from '@caskmark/shared/rules/redemption';

/** Where reviews go by default: the 'Review a redemption' topic of our contact page (decision 279). */
export const DEFAULT_REVIEW_PAGE_URL = '/get-in-touch#review';

/**
 * The review page (spec part 1 §4 review prompt): `VITE_REDEMPTION_REVIEW_URL` at build time (a review
 * site's page, say), else our own contact page's review topic. `{order}` in it becomes the order number.
 */
export function reviewPageUrl(env: Record<string, unknown>, orderNumber: string): string {
  const configured = typeof env.VITE_REDEMPTION_REVIEW_URL === 'string' ? env.VITE_REDEMPTION_REVIEW_URL.trim() : '';
  const url = /^(https:\/\/|\/(?!\/))/.test(configured) ? configured : DEFAULT_REVIEW_PAGE_URL;
  return url.replaceAll('{order}', encodeURIComponent(orderNumber));
}

export interface RequestView {
  status: RedemptionStatus;
  label: string;
  color: 'yellow' | 'blue';
  stepperLabels: string[];
  stepperIndex: number;
  timeline: TimelineEntry[];
}

/**
 * What the list and Request Details show for a request (spec part 1 §4): shipped without a tracking code
 * counts as packed, with a delivered carrier shipment as delivered; the timeline's steps carry the dates
 * the server recorded, and the carrier's latest scan follows them.
 */
export function requestView(request: RedemptionRequest): RequestView {
  const shipment = request.shipments[0];
  const status = effectiveRedemptionStatus({ status: request.status, trackingCode: request.trackingCode, carrierDelivered: shipment?.status === 'delivered' });
  const dates: Record<string, string | null> = {
    'Payment received': request.paidAt,
    'Ready for delivery': request.confirmedAt,
    Delivered: request.deliveredAt ?? shipment?.events.at(-1)?.timestamp ?? null,
  };
  const timeline = redemptionTimeline({ status, createdAt: request.createdAt, updatedAt: request.updatedAt, carrierEvents: shipment?.events }).map((entry) => ({
    label: entry.label,
    at: dates[entry.label] ?? entry.at,
  }));
  return {
    status,
    label: redemptionStatusLabel(status, request.redeemType),
    color: redemptionTagColor(status),
    stepperLabels: redemptionStepperLabels(request.redeemType),
    stepperIndex: redemptionStepperIndex(status, request.redeemType),
    timeline,
  };
}
