export const REDEMPTION_STATUSES = ['pending', 'paid', 'confirmed', 'shipped', 'delivered'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
export const REDEEM_TYPES = ['shipping', 'pickUp'] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];

/** The redeem wizard's steps in order; "resume at step 4 (Payment)" counts from 0. */
export const REDEEM_WIZARD_STEPS = ['RedeemInfo', 'CustomsInfo', 'RedeemForm', 'ConfirmAddress', 'Payment', 'Success'] as const;
export type RedeemWizardStep = (typeof REDEEM_WIZARD_STEPS)[number];

/** Days a pickup must be booked ahead of the departure. */
export const PICKUP_MIN_DAYS_AHEAD = 45;

export interface RedemptionProgress {
  status: RedemptionStatus;
  trackingCode?: string | null;
  /** The carrier reports the shipment delivered. */
  carrierDelivered?: boolean;
}

/**
 * The status the request list shows: shipped without a tracking code counts as confirmed; shipped with a
 * tracking code and a delivered carrier shipment counts as delivered.
 */
export function effectiveRedemptionStatus({ status, trackingCode, carrierDelivered }: RedemptionProgress): RedemptionStatus {
  if (status !== 'shipped') return status;
  if (!trackingCode) return 'confirmed';
  return carrierDelivered ? 'delivered' : 'shipped';
}

/** Status labels: confirmed shows as 'Packed' ('Ready for Pickup' for pickups), shipped as 'In progress'. */
export function redemptionStatusLabel(status: RedemptionStatus, redeemType: RedeemType): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'paid':
      return 'Paid';
    case 'confirmed':
      return redeemType === 'pickUp' ? 'Ready for Pickup' : 'Packed';
    case 'shipped':
      return 'In progress';
    case 'delivered':
      return 'Delivered';
  }
}

const SHIPPING_STEPPER: Record<RedemptionStatus, number> = { pending: -1, paid: 0, confirmed: 1, shipped: 2, delivered: 3 };
const PICKUP_STEPPER: Record<RedemptionStatus, number> = { pending: -1, paid: 0, confirmed: 1, shipped: 1, delivered: 2 };

/** Active stepper index: shipping paid 0, confirmed 1, shipped 2, delivered 3; pickup paid 0, confirmed 1, delivered 2; pending −1. */
export function redemptionStepperIndex(status: RedemptionStatus, redeemType: RedeemType): number {
  return (redeemType === 'pickUp' ? PICKUP_STEPPER : SHIPPING_STEPPER)[status];
}

/** Stepper labels for each kind of redemption. */
export function redemptionStepperLabels(redeemType: RedeemType): string[] {
  return redeemType === 'pickUp' ? ['Paid', 'Ready for Pickup', 'Delivered'] : ['Paid', 'Packed', 'In progress', 'Delivered'];
}

/** The tag is yellow while pending, blue otherwise. */
export function redemptionTagColor(status: RedemptionStatus): 'yellow' | 'blue' {
  return status === 'pending' ? 'yellow' : 'blue';
}

/** Order number = the first 8 characters of the request's publicPk. */
export function redemptionOrderNumber(publicPk: string): string {
  return publicPk.slice(0, 8);
}

export type RedeemPageTarget = { kind: 'vault' } | { kind: 'home' } | { kind: 'wizard'; stepIndex: number };

/**
 * Where the redeem page goes on load: confirmed, shipped, paid or delivered → /vault; pending resumes at
 * Payment (index 4) for shipping, else at the first step; a locked redemption or a load error → /.
 */
export function redeemPageTarget(load: { ok: false } | { ok: true; isLocked: boolean; status: RedemptionStatus | null; redeemType: RedeemType }): RedeemPageTarget {
  if (!load.ok || load.isLocked) return { kind: 'home' };
  if (load.status === null) return { kind: 'wizard', stepIndex: 0 };
  if (load.status !== 'pending') return { kind: 'vault' };
  return { kind: 'wizard', stepIndex: load.redeemType === 'shipping' ? REDEEM_WIZARD_STEPS.indexOf('Payment') : 0 };
}

export interface TimelineEntry {
  label: string;
  at: string | null;
}

/**
 * The request drawer's timeline: Order confirmed (created date); beyond pending, Payment received; beyond paid,
 * Ready for delivery; then the latest carrier event or Delivered.
 */
export function redemptionTimeline(request: {
  status: RedemptionStatus;
  createdAt: string;
  updatedAt: string;
  carrierEvents?: readonly { description: string; timestamp: string }[];
}): TimelineEntry[] {
  const rank = REDEMPTION_STATUSES.indexOf(request.status);
  const entries: TimelineEntry[] = [{ label: 'Order confirmed', at: request.createdAt }];
  if (rank > REDEMPTION_STATUSES.indexOf('pending')) entries.push({ label: 'Payment received', at: null });
  if (rank > REDEMPTION_STATUSES.indexOf('paid')) entries.push({ label: 'Ready for delivery', at: null });
  const latest = request.carrierEvents?.at(-1);
  if (request.status === 'delivered') entries.push({ label: 'Delivered', at: latest?.timestamp ?? request.updatedAt });
  else if (latest) entries.push({ label: latest.description, at: latest.timestamp });
  return entries;
}

/** The review prompt shows only when delivered and not yet reviewed. */
export function shouldPromptRedemptionReview(status: RedemptionStatus, alreadyReviewed: boolean): boolean {
  return status === 'delivered' && !alreadyReviewed;
}
