export const GIFT_MESSAGE_MAX_LENGTH = 300;
/**
 * A pending gift's notification may be resent while sentRetries is at most 5. sentRetries counts the
 * notifications sent, the first one included (decision 345), so at most 5 resends.
 */
export const GIFT_RESEND_LIMIT = 5;

/** transferring: the receiver accepted and the token is on its way (decision 345). */
export const GIFT_STATUSES = ['pending', 'transferring', 'accepted', 'declined', 'cancelled'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** Resend is offered only while the gift is pending and sentRetries ≤ 5; a resend past 5 hides the button. */
export function canResendGift(gift: { status: string; sentRetries: number }): boolean {
  return gift.status === 'pending' && gift.sentRetries <= GIFT_RESEND_LIMIT;
}
