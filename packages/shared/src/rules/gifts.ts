export const GIFT_MESSAGE_MAX_LENGTH = 300;
/** A pending gift's notification may be resent while sentRetries is at most 5. */
export const GIFT_RESEND_LIMIT = 5;

export const GIFT_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** Resend is offered only while the gift is pending and sentRetries ≤ 5; a resend past 5 hides the button. */
export function canResendGift(gift: { status: string; sentRetries: number }): boolean {
  return gift.status === 'pending' && gift.sentRetries <= GIFT_RESEND_LIMIT;
}
